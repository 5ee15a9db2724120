import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { staffRoutes } from '@common/api/routes/staff';
import { ANNOUNCEMENT_MAX, STAFF_UI_TEXT as T } from '@common/staff-tools';
import { call } from '../../../api/client';
import { confirm } from '../../../components/confirm';
import { toast } from '../../../toast';

/** An admin's message to everyone in town now (every server), kept in the audit log. */
export function AnnounceForm() {
  const [message, setMessage] = useState('');
  const text = message.trim();

  const write = useMutation({
    mutationFn: () => call(staffRoutes.announce, { body: { message: text } }),
    onSuccess: (res) => {
      toast.success(res.message);
      setMessage('');
    },
  });
  const busy = write.isPending;
  const submit = async () => {
    if (!(await confirm({ title: T.announceConfirm, detail: text, confirmLabel: T.announceButton }))) return;
    write.mutate();
  };

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm" data-testid="announce-form">
        <Group gap={8}>
          <IconSpeakerphone size={20} />
          <Text fw={800}>{T.announceTitle}</Text>
        </Group>
        <Text size="xs" c="dimmed">
          {T.announceHint}
        </Text>
        <Textarea
          label={T.announceLabel}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={5}
          description={`${message.length}/${ANNOUNCEMENT_MAX}`}
          error={message.length > ANNOUNCEMENT_MAX ? `${message.length}/${ANNOUNCEMENT_MAX}` : undefined}
          data-testid="announce-message"
        />
        <Group justify="flex-end">
          <Button leftSection={<IconSpeakerphone size={16} />} onClick={() => void submit()} loading={busy} disabled={text === '' || message.length > ANNOUNCEMENT_MAX} data-testid="announce-submit">
            {T.announceButton}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
