import { Badge, Group, Image, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { outfitsFeedRoutes } from '@common/api/routes/outfitsFeed';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { FEED_TEXT, type UploadStatus } from '@common/outfitsFeed/limits';
import { call } from '../../api/client';
import { nestedEscape } from '../../components/escape';
import { Z } from '../../shell/layout';
import { UPLOADS_QUERY_KEY, errorText } from './api';

export const STATUS_COLOR: Record<UploadStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };
const STATUS_LABEL: Record<UploadStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

/** Upload Status (§2): the player's uploaded images with their review state and reason. */
export function UploadStatusModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const uploads = useQuery({
    queryKey: UPLOADS_QUERY_KEY,
    queryFn: ({ signal }) => call(outfitsFeedRoutes.uploads, {}, { signal }),
    enabled: opened,
    refetchInterval: opened ? 15_000 : false,
  });
  const list = uploads.data?.uploads ?? [];
  return (
    <Modal opened={opened} onClose={onClose} {...nestedEscape(onClose)} title={<Text fw={800}>{FEED_TEXT.uploadStatusTitle}</Text>} centered fullScreen={mobile} size={560} zIndex={Z.confirm} radius="lg">
      <Stack gap="sm" data-testid="upload-status">
        <Text size="sm" c="dimmed">
          {FEED_TEXT.uploadStatusNote}
        </Text>
        {uploads.isPending && <Loader mx="auto" />}
        {uploads.isError && <Text c="red">{FEED_TEXT.uploadStatusError(errorText(uploads.error))}</Text>}
        {uploads.isSuccess && list.length === 0 && (
          <Text fw={700} ta="center" py="xl">
            {FEED_TEXT.uploadStatusEmpty}
          </Text>
        )}
        <ScrollArea.Autosize mah={mobile ? undefined : '60vh'}>
          <Stack gap="xs">
            {list.map((u) => (
              <Group key={u.id} wrap="nowrap" align="flex-start" gap="sm" p="xs" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 12 }} data-testid="upload-entry">
                <Image src={u.preview} alt={u.filename} w={64} h={64} radius="md" fit="cover" />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={700} size="sm" truncate>
                      {u.filename}
                    </Text>
                    <Badge color={STATUS_COLOR[u.status]} variant="light" data-testid="upload-status-badge">
                      {STATUS_LABEL[u.status]}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    Uploaded {new Date(u.uploadedAt).toLocaleString()} · slot {u.slots.join(', ')}
                  </Text>
                  {u.reason && (
                    <Text size="xs" c="red">
                      Reason: {u.reason}
                    </Text>
                  )}
                </Stack>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}
