import { useState } from 'react';
import { ActionIcon, Anchor, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ProfileComment, ProfileReply } from '@common/api/routes/profile';
import { timeAgo } from '@common/social/time';
import { PROFILE_TEXT } from '@common/social/texts';
import { Avatar } from '../../components/Avatar';
import { BBCodeView } from '../../components/BBCode';
import { confirm } from '../../components/confirm';
import { PlayerName } from '../../components/ProfilePopup';
import { ReportIconButton } from '../../components/ReportForm';
import classes from './about.module.css';
import { CommentBox } from './CommentBox';
import { postReply, removeComment } from './commentsData';

/**
 * One comment and its replies. Delete shows to the comment's sender and the profile's owner;
 * Reply to them too (social-core §6).
 */
export function CommentItem({ comment, owner, me, isOwn }: { comment: ProfileComment; owner: string; me: string; isOwn: boolean }) {
  const [replying, setReplying] = useState(false);
  const mine = (sender: string) => sender.toLowerCase() === me.toLowerCase();
  const canReply = isOwn || mine(comment.sender);
  return (
    <Paper withBorder radius="lg" p="sm" className={classes.comment} data-testid="comment" data-comment-id={comment.id}>
      <Line entry={comment} owner={owner} canDelete={isOwn || mine(comment.sender)} canReport={!mine(comment.sender)} />
      {canReply && !replying && (
        <Anchor component="button" size="xs" fw={700} ml={48} mt={2} onClick={() => setReplying(true)} data-testid="reply-open">
          Reply
        </Anchor>
      )}
      {(comment.replies.length > 0 || replying) && (
        <Stack gap={6} mt="xs" ml={{ base: 20, sm: 48 }} className={classes.replies}>
          {comment.replies.map((r) => (
            <Line key={r.id} entry={r} owner={owner} canDelete={isOwn || mine(r.sender)} canReport={!mine(r.sender)} small />
          ))}
          {replying && (
            <CommentBox
              placeholder={PROFILE_TEXT.replyPlaceholder}
              onSubmit={(text) => postReply(owner, me, comment.id, text)}
              testId="reply-input"
              autoFocus
              size="sm"
            />
          )}
        </Stack>
      )}
    </Paper>
  );
}

function Line({ entry, owner, canDelete, canReport, small }: { entry: ProfileReply; owner: string; canDelete: boolean; canReport: boolean; small?: boolean }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid={small ? 'reply' : 'comment-line'}>
      <Avatar username={entry.sender} thumbnail size={small ? 30 : 38} />
      <Stack gap={0} miw={0} flex={1}>
        <Group gap={8}>
          <PlayerName username={entry.sender} fz="sm" />
          <Text size="xs" c="dimmed" title={new Date(entry.createdAt).toLocaleString()} data-testid="comment-time">
            {timeAgo(entry.createdAt)}
          </Text>
        </Group>
        <BBCodeView text={entry.message} className={classes.message} data-testid="comment-message" />
      </Stack>
      {canReport && (
        <ReportIconButton
          target={{ targetType: 'comment', targetId: entry.id, name: entry.sender }}
          label={small ? 'Report reply' : 'Report comment'}
          size="sm"
          data-testid="comment-report"
        />
      )}
      {canDelete && (
        <Tooltip label="Delete" openDelay={500}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label="Delete comment"
            data-testid="comment-delete"
            onClick={async () => {
              if (await confirm({ title: small ? 'Delete this reply?' : 'Delete this comment and its replies?', confirmLabel: 'Delete', danger: true })) {
                await removeComment(owner, entry.id);
              }
            }}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
