import { QueryClient } from '@tanstack/react-query';

/**
 * Every failed call has already been toasted by the HTTP client; retrying would toast again
 * and repeat requests the server refused on purpose, so queries do not retry by themselves.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
