import { QueryClient, type QueryKey } from '@tanstack/react-query';

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

/**
 * Puts a change's answer in the cache as the query's data. A read of the same query that is under
 * way began before the change: landing after it, it would put the old state back (a pending KYC
 * shown as "not submitted"). So that read is cancelled first; the query keeps the answer.
 */
export async function replaceQueryData<T>(client: QueryClient, queryKey: QueryKey, data: T): Promise<void> {
  await client.cancelQueries({ queryKey, exact: true });
  client.setQueryData(queryKey, data);
}
