import { useState } from 'react';
import { Alert, Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import type { Profile } from '@common/api/routes/profile';
import { COMMENT_MAX } from '@common/social/limits';
import { PROFILE_TEXT } from '@common/social/texts';
import { useSession } from '../../stores/session';
import { CommentItem } from './CommentItem';
import { postComment, useComments } from './commentsData';

/** The Comments tab (social-core §2): a 400-character box (Enter posts and clears) over the threads. */
export function CommentsTab({ profile }: { profile: Profile }) {
  const me = useSession((s) => s.user?.username ?? '');
  const { data, error, isPending } = useComments(profile.username);

  return (
    <Stack gap="md" data-testid="comments-tab">
      <CommentBox
        placeholder={profile.isOwn ? 'Write on your own wall...' : `Say something nice to ${profile.username}...`}
        disabled={profile.isBlocked}
        onSubmit={(text) => postComment(profile.username, me, text)}
        testId="comment-input"
      />
      {isPending ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : error ? (
        <Alert color="red" variant="light">
          {error.message}
        </Alert>
      ) : data.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="no-comments">
          {PROFILE_TEXT.noComments}
        </Text>
      ) : (
        <Stack gap="sm">
          {data.map((c) => (
            <CommentItem key={c.id} comment={c} owner={profile.username} me={me} isOwn={profile.isOwn} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** A one-line box: Enter sends the trimmed text and, once it went up, clears. */
export function CommentBox({
  placeholder,
  onSubmit,
  disabled,
  testId,
  autoFocus,
  size = 'md',
}: {
  placeholder: string;
  onSubmit(text: string): Promise<boolean>;
  disabled?: boolean;
  testId: string;
  autoFocus?: boolean;
  size?: 'sm' | 'md';
}) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const value = text.trim();
    if (!value || busy) return;
    setBusy(true);
    setText('');
    const ok = await onSubmit(value);
    if (!ok) setText(value);
    setBusy(false);
  };
  return (
    <TextInput
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
          e.preventDefault();
          void send();
        }
      }}
      maxLength={COMMENT_MAX}
      placeholder={placeholder}
      disabled={disabled}
      radius="xl"
      size={size}
      autoFocus={autoFocus}
      leftSection={<IconMessageCircle size={18} />}
      rightSection={text.length > COMMENT_MAX * 0.8 ? <Text size="xs" c="dimmed">{COMMENT_MAX - text.length}</Text> : busy ? <Loader size="xs" /> : null}
      rightSectionWidth={42}
      data-testid={testId}
      aria-label={placeholder}
    />
  );
}
