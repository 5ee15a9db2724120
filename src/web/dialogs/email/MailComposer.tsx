import { useState } from 'react';
import { Autocomplete, Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { USERNAME_MAX } from '@common/accounts';
import { MAIL_MESSAGE_MAX, MAIL_TEXT } from '@common/social/mail';
import { useFriends } from '../../api/friends';
import { Z } from '../../shell/layout';
import { nestedEscape } from '../../components/escape';

export interface ComposerProps {
  title: string;
  /** Fixed recipient; absent: the player types a username. */
  to?: string;
  onSend: (to: string, message: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Writing a mail: a reply ('Replying to {sender}') or a new one. 4 rows, 'Enter your
 * message...', a character count; Ctrl/Cmd+Enter sends. Closes only once the server took it;
 * a refusal (toasted by the API wrapper) keeps the words.
 */
export function MailComposer({ title, to, onSend, onClose }: ComposerProps) {
  const [recipient, setRecipient] = useState(to ?? '');
  const [message, setMessage] = useState('');
  const ready = message.trim().length > 0 && recipient.trim().length > 0;
  // Friends are offered as you type a name; anyone else can still be typed in full.
  const friends = useFriends({ enabled: to === undefined });

  // onSend is the mail actions' mutation: it has shown a refusal already (and the words stay).
  const sending = useMutation({
    mutationFn: () => onSend(recipient.trim(), message),
    meta: { showsOwnError: true },
    onSuccess: onClose,
  });
  const busy = sending.isPending;
  const send = () => {
    if (!ready || busy) return;
    sending.mutate();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      {...nestedEscape(onClose)}
      title={title}
      centered
      radius="lg"
      zIndex={Z.confirm}
      size="lg"
      styles={{ title: { fontFamily: 'var(--mantine-font-family-headings)', fontWeight: 600, fontSize: 20 } }}
      data-testid="mail-composer"
    >
      {to === undefined && (
        <Autocomplete
          label={MAIL_TEXT.composeTo}
          placeholder="Username"
          value={recipient}
          maxLength={USERNAME_MAX}
          data={(friends.data ?? []).map((f) => f.username)}
          comboboxProps={{ zIndex: Z.confirm + 1 }}
          onChange={setRecipient}
          mb="sm"
          data-autofocus
          data-testid="mail-compose-to"
        />
      )}
      <Textarea
        rows={4}
        placeholder={MAIL_TEXT.placeholder}
        value={message}
        maxLength={MAIL_MESSAGE_MAX}
        onChange={(e) => setMessage(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send();
        }}
        data-autofocus={to !== undefined || undefined}
        data-testid="mail-compose-message"
      />
      <Group justify="space-between" mt="sm">
        <Text size="xs" c={message.length >= MAIL_MESSAGE_MAX ? 'red' : 'dimmed'}>
          {message.length.toLocaleString()} / {MAIL_MESSAGE_MAX.toLocaleString()}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button leftSection={<IconSend size={16} />} onClick={() => void send()} loading={busy} disabled={!ready} data-testid="mail-send">
            {MAIL_TEXT.send}
          </Button>
        </Group>
      </Group>
    </Modal>
  );
}
