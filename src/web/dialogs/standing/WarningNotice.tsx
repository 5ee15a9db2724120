import { Button, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sanctionRoutes } from '@common/api/routes/sanctions';
import { SANCTION_TEXT } from '@common/moderation-sanctions';
import { call } from '../../api/client';
import { Z } from '../../shell/layout';
import { SanctionCard } from './SanctionCard';
import { STANDING_KEY, useStanding } from './useStanding';

/**
 * The notice at the next sign-in after a warning (issue 21 §3): the warnings the player has not
 * acknowledged, with their reasons, until "I understand" (which the server remembers). Mounted
 * with the signed-in game; shows nothing when there is nothing to acknowledge.
 */
export function WarningNotice() {
  const standing = useStanding();
  const client = useQueryClient();
  const seen = useMutation({
    mutationFn: (ids: string[]) => call(sanctionRoutes.seen, { body: { ids } }),
    onSuccess: () => client.invalidateQueries({ queryKey: STANDING_KEY }),
  });
  const busy = seen.isPending;
  const unseen = standing.data?.unseenWarnings ?? [];
  if (unseen.length === 0) return null;

  const acknowledge = () => seen.mutate(unseen.map((w) => w.id));

  return (
    <Modal
      opened
      onClose={acknowledge}
      title={SANCTION_TEXT.warningNoticeTitle}
      centered
      radius="lg"
      zIndex={Z.forced}
      closeOnClickOutside={false}
      withCloseButton={false}
      data-testid="warning-notice"
    >
      <Stack gap="sm">
        <Text size="sm">{SANCTION_TEXT.warningNoticeBody}</Text>
        {unseen.map((w) => (
          <SanctionCard key={w.id} s={w} />
        ))}
        <Button onClick={acknowledge} loading={busy} data-testid="warning-notice-ok">
          {SANCTION_TEXT.warningNoticeOk}
        </Button>
      </Stack>
    </Modal>
  );
}
