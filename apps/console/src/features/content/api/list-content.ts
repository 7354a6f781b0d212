import { adminCalls } from '@amigo/contract';
import type { ContentKind } from '@amigo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

export const contentKey = ['admin', 'content'] as const;

/** POST /v2/admin/content/list: content items of one kind, drafts included. */
export function listContent(request: AdminRequest<typeof adminCalls.adminContentList>) {
  return adminFetch(adminCalls.adminContentList, request);
}

export function useContentList(kind: ContentKind, pageNum: number) {
  return useQuery({
    queryKey: [...contentKey, kind, pageNum],
    queryFn: () => listContent({ kind, pageNum, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
}
