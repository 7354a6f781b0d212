import { adminCalls } from '@amigo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

type ContentTexts = AdminRequest<typeof adminCalls.adminContentCheck>['item'];

/** POST /v2/admin/content/check: the machines a draft names that are not on the floor; saves nothing. */
export function checkContent(request: AdminRequest<typeof adminCalls.adminContentCheck>) {
  return adminFetch(adminCalls.adminContentCheck, request);
}

/** The check of these texts, asked only when there is some text. */
export function useContentCheck(item: ContentTexts, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'content-check', item],
    queryFn: () => checkContent({ item }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
