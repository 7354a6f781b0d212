import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * One item's decision call. Whatever the answer, every admin query refreshes: the item leaves its
 * queue (or shows why not) and the dashboard's queue sizes follow.
 */
export function useQueueDecision<Input>(decide: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
