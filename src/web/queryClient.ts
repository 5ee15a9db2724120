import { MutationCache, MutationObserver, QueryCache, QueryClient, type MutationOptions } from '@tanstack/react-query';
import { ApiError } from './api/client';
import { toast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * The caller shows this write's error itself (under a field, in an alert, a toast of its
       * own length) or on purpose not at all (a background mark-read, signing out): no toast.
       */
      showsOwnError?: boolean;
    };
    queryMeta: {
      /** A read whose failure the spec toasts as well (My Data): toasted once, after retries. */
      toastsError?: boolean;
    };
  }
}

/**
 * The one error policy: `call()` shows nothing; every write is a mutation (useMutation in a
 * component, runMutation elsewhere) and a failed one is toasted here, once, with the server's
 * words, unless its form shows the error itself (meta.showsOwnError) or the player was already
 * told (a 401 signs out with its own toast). Reads show their errors where their data would be
 * (a query's error), and toast only when the spec says so (meta.toastsError).
 */
export function showApiError(error: unknown): void {
  if (error instanceof ApiError && !error.shown) {
    error.shown = true;
    toast.error(error.message);
  }
}

/** One client for the whole app; a failed call is not retried when the server said why. */
export const queryClient = new QueryClient({
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.showsOwnError) showApiError(error);
    },
  }),
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.toastsError) showApiError(error);
    },
  }),
  defaultOptions: {
    queries: {
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      refetchOnWindowFocus: false,
      staleTime: 10_000,
    },
  },
});

/**
 * A write outside a component (a menu action, a store, the game's connection): the same
 * mutation a component's useMutation runs, so its error is shown the same way. Resolves with
 * the answer; rejects (after the error was shown) when it failed.
 */
export function runMutation<TData>(mutationFn: () => Promise<TData>, options: Omit<MutationOptions<TData, Error, void>, 'mutationFn'> = {}): Promise<TData> {
  return new MutationObserver(queryClient, { ...options, mutationFn }).mutate();
}
