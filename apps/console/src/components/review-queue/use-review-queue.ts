import type { TPage } from '@amigo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** Every queue shows twenty items a page. */
export const QUEUE_PAGE_SIZE = 20;

/** What a queue asks its list call for: one status, the search text ('' when none) and a page. */
export interface QueueRequest<S extends string> {
  status: S;
  q: string;
  pageNum: number;
  pageSize: number;
}

/**
 * A queue's list and its filters: changing the status or the search goes back to page 1. The
 * previous page stays on screen while the next one loads, so the table does not jump.
 */
export function useReviewQueue<S extends string, P extends TPage<unknown>>({
  queryKey,
  initialStatus,
  list,
}: {
  queryKey: readonly string[];
  initialStatus: S;
  list: (request: QueueRequest<S>) => Promise<P>;
}) {
  const [status, setStatus] = useState<S>(initialStatus);
  const [q, setQ] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const query = useQuery({
    queryKey: [...queryKey, status, q, pageNum],
    queryFn: () => list({ status, q, pageNum, pageSize: QUEUE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return {
    status,
    query,
    setPageNum,
    filterStatus: (next: S) => {
      setStatus(next);
      setPageNum(1);
    },
    search: (next: string) => {
      setQ(next);
      setPageNum(1);
    },
  };
}
