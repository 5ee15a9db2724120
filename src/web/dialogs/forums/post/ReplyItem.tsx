import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconCheck, IconCoin, IconEyeOff, IconPencil } from '@tabler/icons-react';
import type { ForumReply } from '@common/api/routes/forum';
import { REPLY_CONTENT_MAX, REPLY_TIP_COINS } from '@common/forum/limits';
import { authorMayEdit } from '@common/forum/editing';
import { FORUM_TEXT } from '@common/forum/texts';
import { replyContentProblem } from '@common/forum/validation';
import { timeAgo } from '@common/social/time';
import { BBCodeView } from '../../../components/BBCode';
import { ReportButton } from '../../../components/ReportForm/ReportButton';
import { useSession } from '../../../stores/session';
import classes from '../forums.module.css';
import { cardDate } from '../when';
import { AuthorLine } from './AuthorLine';
import { EditBox } from './EditBox';
import type { PostActions } from './usePostActions';

/** One reply: author, when, the rich text, tips; Edit for its author, Tip (500, confirmed) for others. */
export function ReplyItem({ reply, actions, moderation, postLocked = false }: { reply: ForumReply; actions: PostActions; moderation?: ReactNode; postLocked?: boolean }) {
  // Authors edit while the post is not locked (the server's forum policy, the same rule).
  const mayEdit = authorMayEdit(reply.isAuthor, postLocked, useSession((st) => st.user?.access));
  const [editing, setEditing] = useState(false);
  const [tipping, setTipping] = useState(false);
  const tip = async () => {
    setTipping(true);
    try {
      await actions.tipReply(reply);
    } finally {
      setTipping(false);
    }
  };
  const tipped = reply.tipsCount * REPLY_TIP_COINS;

  return (
    <div className={classes.reply} data-testid="forum-reply" data-reply-id={reply.id} data-hidden={reply.isHidden || undefined}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <AuthorLine author={reply.author} color={reply.authorColor} size={36} when={cardDate(reply.createdAt)} />
        {reply.isHidden && (
          <Badge color="gray" variant="filled" size="sm" leftSection={<IconEyeOff size={11} />}>
            {FORUM_TEXT.hiddenBadge}
          </Badge>
        )}
      </Group>
      {editing ? (
        <EditBox
          initial={reply.message}
          maxLength={REPLY_CONTENT_MAX}
          problem={replyContentProblem}
          onSave={(m) => actions.editReply(reply, m)}
          onCancel={() => setEditing(false)}
          rows={5}
          testId="forum-reply-editor"
        />
      ) : (
        <BBCodeView text={reply.message} className={classes.replyBody} data-testid="forum-reply-message" />
      )}
      <Group gap="xs" mt={6} className={classes.postActions}>
        {tipped > 0 && (
          <Text size="xs" c="dimmed" fw={700}>
            <IconCoin size={12} className={classes.coin} style={{ verticalAlign: -2 }} /> {tipped.toLocaleString('en-US')}
          </Text>
        )}
        {reply.lastEdited && (
          <Text size="xs" c="dimmed" fs="italic">
            {FORUM_TEXT.edited} {timeAgo(reply.lastEdited)}
          </Text>
        )}
        {reply.isAuthor ? (
          !editing &&
          mayEdit && (
            <Button variant="subtle" size="compact-xs" leftSection={<IconPencil size={12} />} onClick={() => setEditing(true)} data-testid="forum-reply-edit">
              {FORUM_TEXT.edit}
            </Button>
          )
        ) : reply.hasTipped ? (
          <Button variant="subtle" color="moss" size="compact-xs" leftSection={<IconCheck size={12} />} disabled>
            {FORUM_TEXT.tipped}
          </Button>
        ) : (
          <Button variant="subtle" color="yellow" size="compact-xs" leftSection={<IconCoin size={12} />} loading={tipping} onClick={() => void tip()} data-testid="forum-reply-tip">
            {FORUM_TEXT.tipButton} {REPLY_TIP_COINS}
          </Button>
        )}
        {!reply.isAuthor && (
          <ReportButton target={{ targetType: 'forumReply', targetId: reply.id, name: reply.author.username }} size="compact-xs" iconSize={12} data-testid="forum-reply-report" />
        )}
        {moderation}
      </Group>
    </div>
  );
}
