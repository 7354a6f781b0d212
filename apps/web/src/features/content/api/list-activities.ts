import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const activityQueryCall = callRef('activityQuery', '/v2/app/activity/query');

export type ActivityListRequest = RequestOf<typeof activityQueryCall>;

/** POST /v2/app/activity/query: published activities (paged, by type). */
export function listActivities(payload: ActivityListRequest, options: RequestOptions = {}) {
  return callApi(activityQueryCall, payload, options);
}

export const activitiesQueryKey = (payload: ActivityListRequest) => ['content', 'activityQuery', payload] as const;

/** Content changes rarely: a minute of freshness saves a call on every back-and-forth. */
export function useActivities(payload: ActivityListRequest) {
  return useQuery({
    queryKey: activitiesQueryKey(payload),
    queryFn: ({ signal }) => listActivities(payload, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
