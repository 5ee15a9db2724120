import { notifications } from '@mantine/notifications';
import { ONLINE_SUFFIX, ONLINE_TOAST_DEDUP_MS } from '@common/town-ui';
import { TOAST_LONG_MS, TOAST_SHORT_MS } from '@common/texts';
import { STAFF_TEXT } from '@common/staff-tools';
import { IconSpeakerphone } from '@tabler/icons-react';
import type { NotificationMessage } from '@common/world/protocol';
import { Avatar } from '../components/Avatar/Avatar';
import { toast } from '../toast';

const lastAnnounced = new Map<string, number>();

/** The player named by an 'X is now online' message (the event's username, else the text). */
export function onlinePlayerOf(n: NotificationMessage): string | null {
  if (!n.message.trim().endsWith(ONLINE_SUFFIX)) return null;
  return n.username ?? n.message.trim().slice(0, -ONLINE_SUFFIX.length).trim();
}

/** Whether to announce this player now: not if the same player was announced within 3 s. */
export function shouldAnnounce(username: string, now: number, seen: Map<string, number> = lastAnnounced): boolean {
  const last = seen.get(username);
  if (last !== undefined && now - last < ONLINE_TOAST_DEDUP_MS) return false;
  seen.set(username, now);
  return true;
}

/**
 * notification_message from the town (live-world §8): 'X is now online' as a toast with the
 * player's avatar, at most once per player in 3 s; an admin's announcement as one (issue 21);
 * anything else as a plain toast.
 */
export function showTownNotification(n: NotificationMessage): void {
  // A suspension or ban: the session store shows it as the reason the session ended.
  if (n.kind === 'signedOut') return;
  if (n.kind === 'announcement') {
    notifications.show({
      title: STAFF_TEXT.announcementTitle,
      message: n.message,
      icon: <IconSpeakerphone size={20} />,
      color: 'terracotta',
      autoClose: TOAST_LONG_MS,
      withBorder: true,
      'data-testid': 'announcement',
    } as Parameters<typeof notifications.show>[0]);
    return;
  }
  const player = onlinePlayerOf(n);
  if (!player) {
    toast.info(n.message);
    return;
  }
  if (!shouldAnnounce(player, Date.now())) return;
  notifications.show({
    message: n.message,
    icon: <Avatar username={player} thumbnail size={38} />,
    color: 'moss',
    autoClose: TOAST_SHORT_MS,
    withBorder: true,
  });
}
