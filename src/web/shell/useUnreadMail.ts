import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MAIL_UNREAD_POLL_MS, mailRoutes } from '@common/api/routes/mail';
import { call } from '../api/client';
import { useSession } from '../stores/session';
import { pageTitle } from './pageTitle';

/**
 * The unread-mail count, polled every 10 s only while signed in (social-core §7), mirrored in
 * the page title. Polling failures stay quiet: a toast every 10 s would drown the game.
 */
export function useUnreadMail(): number {
  const signedIn = useSession((s) => s.status === 'authenticated' && !!s.user?.username);
  const query = useQuery({
    queryKey: ['mail', 'unread'],
    queryFn: () => call(mailRoutes.unreadCount, {}, { quiet: true }),
    enabled: signedIn,
    refetchInterval: MAIL_UNREAD_POLL_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
  const count = signedIn ? (query.data?.count ?? 0) : 0;
  useEffect(() => {
    document.title = pageTitle(count);
  }, [count]);
  useEffect(() => () => void (document.title = pageTitle(0)), []);
  return count;
}
