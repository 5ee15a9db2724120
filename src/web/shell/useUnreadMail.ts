import { useEffect } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { MAIL_UNREAD_POLL_MS, mailRoutes } from '@common/api/routes/mail';
import { call } from '../api/client';
import { useSession } from '../stores/session';
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

const useSignedIn = () => useSession((s) => s.status === 'authenticated' && !!s.user?.username);
const unreadQuery = (signedIn: boolean) => ({
  queryKey: UNREAD_MAIL_KEY,
  queryFn: () => call(mailRoutes.unreadCount, {}, { quiet: true }),
  enabled: signedIn,
  retry: false,
});

/** The latest unread count without polling of its own (the top bar polls): undefined until known. */
export function useUnreadMailCount(): number | undefined {
  return useQuery(unreadQuery(useSignedIn())).data?.count;
}

/**
 * The unread-mail count, polled every 10 s only while signed in (social-core §7), mirrored in
 * the page title. Polling failures stay quiet: a toast every 10 s would drown the game.
 */
export function useUnreadMail(): number {
  const signedIn = useSignedIn();
  const query = useQuery({ ...unreadQuery(signedIn), refetchInterval: MAIL_UNREAD_POLL_MS, refetchIntervalInBackground: true });
  const count = signedIn ? (query.data?.count ?? 0) : 0;
  useEffect(() => {
    document.title = pageTitle(count);
  }, [count]);
  useEffect(() => () => void (document.title = pageTitle(0)), []);
  return count;
}
