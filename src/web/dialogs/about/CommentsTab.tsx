import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import type { Profile } from '@common/api/routes/profile';
import { PROFILE_TEXT } from '@common/social/texts';
import { useSession } from '../../stores/session';
import { CommentBox } from './CommentBox';
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
