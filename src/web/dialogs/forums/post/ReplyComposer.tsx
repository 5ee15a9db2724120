import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconLock, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { REPLY_CONTENT_MAX } from '@common/forum/limits';
import { FORUM_TEXT } from '@common/forum/texts';
import { replyContentProblem } from '@common/forum/validation';
import { BBCodeEditor } from '../../../components/BBCode';
import classes from '../forums.module.css';

/**
 * The comment box under the replies: the BBCode editor and Reply. A locked post says replies
 * are closed instead. Ctrl/Cmd+Enter sends; the words stay when the server refuses them.
 */
export function ReplyComposer({ locked, onSend }: { locked: boolean; onSend(message: string): Promise<boolean> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // onSend is the post actions' mutation: it has shown a refusal already (and the words stay).
  const sending = useMutation({
    mutationFn: (words: string) => onSend(words),
    meta: { showsOwnError: true },
    onSuccess: (sent) => {
      if (sent) setText('');
    },
  });
  const busy = sending.isPending;

  if (locked) {
    return (
      <Group gap={8} className={classes.lockedNote} data-testid="forum-replies-closed">
        <IconLock size={18} />
        <Text size="sm" fw={700}>
          {FORUM_TEXT.locked}
        </Text>
      </Group>
    );
  }

  const send = async () => {
    const p = replyContentProblem(text);
    setError(p);
    if (p || busy) return;
    sending.mutate(text);
  };

  return (
    <div
      className={classes.composer}
      data-testid="forum-reply-box"
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send();
      }}
    >
      <BBCodeEditor
        value={text}
        onChange={(v) => {
          setText(v);
          if (error) setError(null);
        }}
        maxLength={REPLY_CONTENT_MAX}
        rows={4}
        placeholder={FORUM_TEXT.commentPlaceholder}
        error={error}
        defaultPreview={false}
        data-testid="forum-reply-editor-new"
      />
      <Group justify="flex-end" mt="xs">
        <Button leftSection={<IconSend size={16} />} onClick={() => void send()} loading={busy} data-testid="forum-reply-send">
          {FORUM_TEXT.sendReply}
        </Button>
      </Group>
    </div>
  );
}
