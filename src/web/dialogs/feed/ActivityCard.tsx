import { ActionIcon, Anchor, Badge, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ACTIVITY_TEXT, type Activity } from '@common/api/routes/activity';
import { BBCodeView } from '../../components/BBCode';
import { confirm } from '../../components/confirm';
import { useDialogs } from '../../stores/dialogs';
import classes from './feed.module.css';

const KIND: Record<string, { label: string; color: string }> = {
  comment: { label: ACTIVITY_TEXT.kind.comment, color: 'terracotta' },
  reply: { label: ACTIVITY_TEXT.kind.reply, color: 'dusk' },
  forumPost: { label: ACTIVITY_TEXT.kind.forumPost, color: 'moss' },
  forumReply: { label: ACTIVITY_TEXT.kind.forumReply, color: 'yellow' },
};

const kindOf = (a: Activity) => (a.type === 'profileComment' ? (a.isReply ? 'reply' : 'comment') : a.type);

/** One thing the player wrote: what, where, when, the words, and a delete button. */
export function ActivityCard({ activity, me, onDelete }: { activity: Activity; me: string; onDelete: (a: Activity) => Promise<void> }) {
  const kind = KIND[kindOf(activity)]!;
  const owner = activity.profileOwnerUsername;
  const open = useDialogs((s) => s.open);

  // onDelete is a mutation: it has shown a refusal already.
  const deleting = useMutation({ mutationFn: () => onDelete(activity), meta: { showsOwnError: true } });
  const busy = deleting.isPending;
  const remove = async () => {
    if (!(await confirm({ title: ACTIVITY_TEXT.deleteTitle, detail: ACTIVITY_TEXT.deleteDetail, confirmLabel: 'Delete', danger: true }))) return;
    deleting.mutate();
  };

  return (
    <Paper radius="lg" p="md" pos="relative" className={classes.card} data-testid="activity-card" data-activity-id={activity.id}>
      <span className={classes.pin} style={{ background: `var(--mantine-color-${kind.color}-5)` }} aria-hidden />
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Badge variant="light" color={kind.color} size="sm">
          {kind.label}
        </Badge>
        <Tooltip label="Delete" openDelay={500}>
          <ActionIcon variant="subtle" color="red" radius="xl" aria-label="Delete" loading={busy} onClick={() => void remove()} data-testid="activity-delete">
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text size="xs" c="dimmed">
        {owner ? (
          owner.toLowerCase() === me.toLowerCase() ? (
            ACTIVITY_TEXT.ownProfile
          ) : (
            <>
              on{' '}
              <Anchor component="button" size="xs" fw={700} onClick={() => open('about', { username: owner })}>
                {owner}
              </Anchor>
              &apos;s profile
            </>
          )
        ) : activity.forumId ? (
          <Anchor component="button" size="xs" fw={700} onClick={() => open('forums', { selectedPostId: activity.forumId ?? undefined })}>
            {ACTIVITY_TEXT.inForum}
          </Anchor>
        ) : (
          ACTIVITY_TEXT.inForum
        )}
        {' · '}
        {new Date(activity.createdAt).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' })}
      </Text>
      <BBCodeView text={activity.message} className={classes.message} data-testid="activity-message" />
    </Paper>
  );
}
