import * as calls from '../../../lib/http/calls.generated.ts';
import type { TResponsibleStatus } from '@amigo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

/** POST /v2/app/responsible/status: limits (with what is used), reality-check interval, any block. */
export function getResponsibleStatus(options: RequestOptions = {}): Promise<TResponsibleStatus> {
  return callApi(calls.responsibleStatus, {}, options);
}

export const responsibleStatusQueryKey = ['responsible', 'status'] as const;

/** Asked again whenever a page shows it: deposits and rounds move the "used" figures. */
export function useResponsibleStatus() {
  return useQuery({
    queryKey: responsibleStatusQueryKey,
    queryFn: ({ signal }) => getResponsibleStatus({ signal, silent: true }),
    staleTime: 0,
  });
}
