import { useEffect } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { MAIL_UNREAD_POLL_MS, mailRoutes } from '@common/api/routes/mail';
import { call } from '../api/client';
import { useSession } from '../stores/session';
import { useUnread } from '../stores/unread';
import { pageTitle } from './pageTitle';

/** Every mail query starts with this key: the list, the unread count. */
export const MAIL_KEY = ['mail'] as const;
export const UNREAD_MAIL_KEY = [...MAIL_KEY, 'unread'] as const;

/**
 * Mail changed (read, unread, sent, deleted...): refetch the unread count and the mail list at
 * once, so the badge and the title follow without waiting for the next 10 s poll.
 */
export function refreshMail(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: MAIL_KEY });
}

/**
 * Polls the unread-mail count every 10 s while signed in (social-core §7) into the unread store
 * (stores/unread.ts), and mirrors it in the page title, capped as the badge is (99+). Mounted
 * once, by the game frame. Polling failures stay quiet: a toast every 10 s would drown the game.
 */
export function useUnreadMail(): void {
  const signedIn = useSession((s) => s.status === 'authenticated' && !!s.user?.username);
  const query = useQuery({
    queryKey: UNREAD_MAIL_KEY,
    queryFn: () => call(mailRoutes.unreadCount, {}),
    enabled: signedIn,
    retry: false,
    refetchInterval: MAIL_UNREAD_POLL_MS,
    refetchIntervalInBackground: true,
  });
  const count = query.data?.count;
  useEffect(() => {
    if (signedIn && count !== undefined) useUnread.getState().setUnreadMail(count);
  }, [signedIn, count]);

  const mail = useUnread((s) => s.unreadMailCount);
  useEffect(() => {
    document.title = pageTitle(signedIn ? mail : 0);
  }, [signedIn, mail]);
  useEffect(() => () => void (document.title = pageTitle(0)), []);
}
