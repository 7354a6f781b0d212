import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import type { TResponsibleStatus } from '@amigo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';
import { responsibleStatusQueryKey } from './get-responsible-status.ts';
import { replaceQueryData } from '../../../lib/query-client.ts';

const responsibleLimitSetCall = callRef('responsibleLimitSet', '/v2/app/responsible/limit/set');

export type SetLimitRequest = RequestOf<typeof responsibleLimitSetCall>;

/** POST /v2/app/responsible/limit/set: lowering applies now, raising or removing after 24 hours. */
export function setLimit(payload: SetLimitRequest): Promise<TResponsibleStatus> {
  return callApi(responsibleLimitSetCall, payload, { silent: true });
}

/** The answer is the whole new status: it replaces the cached one. */
export function useSetLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setLimit,
    onSuccess: (status) => replaceQueryData(client, responsibleStatusQueryKey, status),
  });
}
