import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { storeRoutes } from '@common/api/routes/store';
import { call } from '../../../api/client';
import { useSession } from '../../../stores/session';
import { fetchOutletPage } from '../../outlet/firstPage';
import { readCache, writeCache } from './cache';
import { StoreListLoader, type FetchPage, type ListState } from './listLoader';
import type { ListFilters, StoreVariant } from './listModes';

const fetchStorePage: FetchPage = (query, signal) => call(storeRoutes.list, { query }, { signal });

/**
 * The list of a store dialog for the given filters (memoize them: a new object is a new
 * request). Returns the list state and its loader (loadMore, reload).
 */
export function useStoreList(variant: StoreVariant, filters: ListFilters): { list: ListState; loader: StoreListLoader } {
  const username = useSession((s) => s.user?.username ?? '');
  const loader = useMemo(
    () =>
      // The outlet's first page comes in two parts, its shared one kept by the browser (outlet/firstPage.ts).
      new StoreListLoader(variant, variant === 'outlet' ? fetchOutletPage : fetchStorePage, {
        read: () => (username ? readCache(username, variant) : null),
        write: (list) => username && writeCache(username, variant, list),
      }),
    [variant, username],
  );
  useEffect(() => () => loader.dispose(), [loader]);
  useEffect(() => loader.setFilters(filters), [loader, filters]);
  const list = useSyncExternalStore(loader.subscribe, loader.getState, loader.getState);
  return { list, loader };
}
