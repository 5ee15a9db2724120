import { useQuery } from '@tanstack/react-query';
import { statusRoutes } from '@common/api/routes/status';
import { call } from '../../api/client';

/** GET /api/status for the landing line; a failure or success:false means the offline screen. */
export function useServerStatus() {
  const query = useQuery({
    queryKey: ['status'],
    queryFn: () => call(statusRoutes.status, {}, { quiet: true }),
    refetchInterval: 30_000,
    retry: 1,
  });
  const offline = query.isError || query.data?.success === false;
  return { status: query.data, offline, loading: query.isPending };
}

/** "12 players online · 340 residents" */
export function statusLine(online: number, residents: number): string {
  const players = `${online.toLocaleString('en-US')} ${online === 1 ? 'player' : 'players'} online`;
  const people = `${residents.toLocaleString('en-US')} ${residents === 1 ? 'resident' : 'residents'}`;
  return `${players} · ${people}`;
}
