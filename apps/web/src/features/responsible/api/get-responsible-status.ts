import type { TResponsibleStatus } from '@amigo/contract';
import { callRef } from '../../../lib/http/call-ref.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const responsibleStatusCall = callRef('responsibleStatus', '/v2/app/responsible/status');

/** POST /v2/app/responsible/status: limits (with what is used), reality-check interval, any block. */
export function getResponsibleStatus(options: RequestOptions = {}): Promise<TResponsibleStatus> {
  return callApi(responsibleStatusCall, {}, options);
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
