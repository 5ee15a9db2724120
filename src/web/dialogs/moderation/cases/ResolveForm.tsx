import { useState } from 'react';
import { Alert, Button, Chip, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { ModerationCase } from '@common/api/routes/reports';
import { CASE_ACTION_LABELS, CASE_ACTIONS, CASE_HOURS_MAX, CASE_REASON_MAX, CASE_TIMED_ACTIONS, HIDEABLE_TARGETS, MODERATION_DIALOG_TEXT as T, type CaseAction } from '@common/moderation-reports';
import { ADMIN_ONLY_SANCTIONS, SANCTION_TEXT, type SanctionKind } from '@common/moderation-sanctions';
import { isAdmin } from '@common/roles';
import { confirm } from '../../../components/confirm';
import { useSession } from '../../../stores/session';

const SANCTIONS: readonly CaseAction[] = ['warn', 'mute', 'suspend', 'ban'];

/**
 * The decision on a claimed case: an action (hide only where there is content of its own), the
 * hours of a mute or suspension, and a reason (the player reads a sanction's). It starts on the
 * ladder's next step for this player; the moderator decides. Suspend and ban ask first.
 */
export function ResolveForm({ c, onResolve, busy }: { c: ModerationCase; onResolve: (body: { action: CaseAction; hours?: number; reason: string }) => void; busy: boolean }) {
  const admin = useSession((st) => isAdmin(st.user?.access));
  const suggested = c.suggested;
  // The ladder's step, unless it is one this moderator may not take (a ban is an admin's).
  const start = suggested && (admin || !ADMIN_ONLY_SANCTIONS.includes(suggested.action as SanctionKind)) ? suggested.action : 'dismiss';
  const [action, setAction] = useState<CaseAction>(start);
  const [hours, setHours] = useState<number | ''>(suggested?.hours ?? 1);
  const [reason, setReason] = useState('');
  const timed = CASE_TIMED_ACTIONS.includes(action);
  const sanction = SANCTIONS.includes(action);
  const actions = CASE_ACTIONS.filter((a) => a !== 'hide' || HIDEABLE_TARGETS.includes(c.targetType));
  const ready = (!timed || (typeof hours === 'number' && hours >= 1)) && (!sanction || reason.trim() !== '') && reason.length <= CASE_REASON_MAX;

  const submit = async () => {
    if (action === 'suspend' || action === 'ban') {
      const ok = await confirm({
        title: `${CASE_ACTION_LABELS[action]} ${c.reported.username}?`,
        detail: action === 'ban' ? 'They can no longer sign in, with no end.' : `They cannot sign in for ${hours} hours.`,
        confirmLabel: CASE_ACTION_LABELS[action],
        danger: true,
      });
      if (!ok) return;
    }
    onResolve({ action, ...(timed && typeof hours === 'number' ? { hours } : {}), reason: reason.trim() });
  };

  return (
    <Stack gap="sm" data-testid="resolve-form">
      <Text fw={800}>{T.decision}</Text>
      {suggested && (
        <Alert variant="light" color="yellow" radius="md" p="xs" icon={<IconBulb size={18} />} data-testid="resolve-suggested">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{T.suggested(suggested.label)}</Text>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => {
                setAction(suggested.action);
                if (suggested.hours) setHours(suggested.hours);
              }}
            >
              {T.useSuggested}
            </Button>
          </Group>
        </Alert>
      )}
      <Chip.Group value={action} onChange={(v) => setAction(v as CaseAction)}>
        <Group gap={6} data-testid="resolve-actions">
          {actions.map((a) => (
            <Chip
              key={a}
              value={a}
              color={SANCTIONS.includes(a) ? 'red' : 'dusk'}
              size="sm"
              disabled={ADMIN_ONLY_SANCTIONS.includes(a as SanctionKind) && !admin}
              title={ADMIN_ONLY_SANCTIONS.includes(a as SanctionKind) && !admin ? SANCTION_TEXT.banAdminsOnly : undefined}
              wrapperProps={{ 'data-testid': `resolve-action-${a}` }}
            >
              {CASE_ACTION_LABELS[a]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {timed && (
        <NumberInput label={T.hours} value={hours} onChange={(v) => setHours(typeof v === 'number' ? v : '')} min={1} max={CASE_HOURS_MAX} allowDecimal={false} w={160} data-testid="resolve-hours" />
      )}
      <Textarea
        label={T.reason}
        description={sanction ? T.reasonHintSanction : T.reasonHintOther}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={6}
        required={sanction}
        error={reason.length > CASE_REASON_MAX ? `${reason.length}/${CASE_REASON_MAX}` : undefined}
        data-testid="resolve-reason"
      />
      <Group justify="flex-end">
        <Button color={sanction ? 'red' : 'dusk'} onClick={() => void submit()} loading={busy} disabled={!ready} data-testid="resolve-submit">
          {T.decide}: {CASE_ACTION_LABELS[action]}
        </Button>
      </Group>
    </Stack>
  );
}
