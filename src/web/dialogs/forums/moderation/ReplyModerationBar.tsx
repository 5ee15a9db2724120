import { Button, Menu } from '@mantine/core';
import { IconEye, IconEyeOff, IconShieldCheck, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { MODERATION_TEXT } from '@common/moderation';
import { isModerator } from '@common/roles';
import { Z } from '../../../shell/layout';
import { useSession } from '../../../stores/session';
import { replyModerationItems } from './items';
import { useModeration, type ModerationChange } from './useModeration';

export interface ReplyModerationBarProps {
  postId: string;
  reply: { id: string; isHidden: boolean };
  onChanged?: (change: ModerationChange) => void;
}

/** The moderators' menu on a reply: hide or show it again, delete it after a confirmation. */
export function ReplyModerationBar({ postId, reply, onChanged }: ReplyModerationBarProps) {
  const access = useSession((s) => s.user?.access);
  const acts = useModeration(postId, onChanged);
  // Each act is a moderation mutation (its refusal shown there); busy while one runs, its confirmation included.
  const acting = useMutation({ mutationFn: (work: () => Promise<unknown>) => work(), meta: { showsOwnError: true } });
  const busy = acting.isPending;
  if (!isModerator(access)) return null;
  const [hide, remove] = replyModerationItems(reply);
  const run = (work: () => Promise<unknown>) => acting.mutate(work);

  return (
    <Menu position="bottom-end" withinPortal zIndex={Z.popover} shadow="md" width={180}>
      <Menu.Target>
        <Button variant="subtle" color="dusk" size="compact-xs" leftSection={<IconShieldCheck size={12} />} loading={busy} data-testid="moderation-reply">
          {MODERATION_TEXT.bar}
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="moderation-reply-menu">
        <Menu.Item
          leftSection={reply.isHidden ? <IconEye size={16} /> : <IconEyeOff size={16} />}
          onClick={() => void run(() => acts.setReplyHidden(reply.id, !reply.isHidden))}
          data-testid="moderation-reply-hide"
        >
          {hide!.label}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => void run(() => acts.deleteReply(reply.id))} data-testid="moderation-reply-delete">
          {remove!.label}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
