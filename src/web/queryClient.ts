import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/client';

/** One client for the whole app; a failed call is not retried when the server said why. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      refetchOnWindowFocus: false,
      staleTime: 10_000,
    },
  },
});
