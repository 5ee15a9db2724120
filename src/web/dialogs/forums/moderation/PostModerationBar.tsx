import { Button, Menu } from '@mantine/core';
import { IconEye, IconEyeOff, IconLock, IconLockOpen, IconPin, IconPinnedOff, IconShieldCheck, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { MODERATION_TEXT } from '@common/moderation';
import { Z } from '../../../shell/layout';
import { useSession } from '../../../stores/session';
import { isModerator } from '@common/roles';
import { categoryIcon } from '../categoryIcons';
import { postModerationItems } from './items';
import { useModeration, type ModeratedFields, type ModerationChange } from './useModeration';

export interface PostModerationBarProps {
  post: ModeratedFields;
  /** After a successful act (the forum queries are already refreshed); on 'postDeleted' leave the post. */
  onChanged?: (change: ModerationChange) => void;
}

/**
 * The moderators' menu on a post: pin, lock, hide (each names what it will do), move to another
 * category (Announcements too), delete after a confirmation. Nothing for players (the server
 * refuses them anyway).
 */
export function PostModerationBar({ post, onChanged }: PostModerationBarProps) {
  const access = useSession((s) => s.user?.access);
  const acts = useModeration(post.id, onChanged);
  // Each act is a moderation mutation (its refusal shown there); busy while one runs, its confirmation included.
  const acting = useMutation({ mutationFn: (work: () => Promise<unknown>) => work(), meta: { showsOwnError: true } });
  const busy = acting.isPending;
  if (!isModerator(access)) return null;
  const items = postModerationItems(post);
  const run = (work: () => Promise<unknown>) => acting.mutate(work);
  const toggleIcon = {
    pin: post.isPinned ? <IconPinnedOff size={16} /> : <IconPin size={16} />,
    lock: post.isLocked ? <IconLockOpen size={16} /> : <IconLock size={16} />,
    hide: post.isHidden ? <IconEye size={16} /> : <IconEyeOff size={16} />,
  };
  const toggle = {
    pin: () => acts.setPinned(!post.isPinned),
    lock: () => acts.setLocked(!post.isLocked),
    hide: () => acts.setHidden(!post.isHidden),
  };

  return (
    <Menu position="bottom-end" withinPortal zIndex={Z.popover} shadow="md" width={220}>
      <Menu.Target>
        <Button variant="light" color="dusk" size="xs" leftSection={<IconShieldCheck size={14} />} loading={busy} data-testid="moderation-post">
          {MODERATION_TEXT.bar}
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="moderation-post-menu">
        {items.acts.map((item) => (
          <Menu.Item key={item.key} leftSection={toggleIcon[item.key as keyof typeof toggle]} onClick={() => void run(toggle[item.key as keyof typeof toggle])} data-testid={`moderation-${item.key}`}>
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Label>{MODERATION_TEXT.moveTo}</Menu.Label>
        {items.moves.map((item) => {
          const category = item.key.slice('move:'.length);
          const Icon = categoryIcon(category);
          return (
            <Menu.Item key={item.key} leftSection={<Icon size={16} />} onClick={() => void run(() => acts.move(category))} data-testid={`moderation-move-${category}`}>
              {item.label}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => void run(acts.deletePost)} data-testid="moderation-delete">
          {items.remove.label}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
