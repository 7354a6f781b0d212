import { QueryClient } from '@tanstack/react-query';
import { isSignedOut } from './api.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: (count, error) => !isSignedOut(error) && count < 1, refetchOnWindowFocus: true, staleTime: 10_000 },
    mutations: { retry: false },
  },
});
