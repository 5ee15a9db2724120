import { useQuery } from '@tanstack/react-query';
import { statusRoutes } from '@common/api/routes/status';
import { call } from '../../api/client';
import { queryClient } from '../../queryClient';

const REFRESH_MS = 30_000;
const statusQuery = {
  queryKey: ['status'],
  queryFn: () => call(statusRoutes.status, {}),
  retry: 1,
  // Fresh for as long as it is not polled again: an answer fetched ahead is used, not asked twice.
  staleTime: REFRESH_MS,
};

/**
 * Asks for the status at once, beside the session (the page's start, boot.ts): the
 * landing shows both, and asking in turn cost a round trip of its first paint.
 */
export function prefetchServerStatus(): Promise<void> {
  return queryClient.prefetchQuery(statusQuery);
}

/** GET /api/status for the landing line; a failure or success:false means the offline screen. */
export function useServerStatus() {
  const query = useQuery({ ...statusQuery, refetchInterval: REFRESH_MS });
  const offline = query.isError || query.data?.success === false;
  return { status: query.data, offline, loading: query.isPending };
}

/** "12 players online · 340 residents" */
export function statusLine(online: number, residents: number): string {
  const players = `${online.toLocaleString('en-US')} ${online === 1 ? 'player' : 'players'} online`;
  const people = `${residents.toLocaleString('en-US')} ${residents === 1 ? 'resident' : 'residents'}`;
  return `${players} · ${people}`;
}
