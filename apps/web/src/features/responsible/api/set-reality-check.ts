import type { TResponsibleStatus } from '@amigo/contract';
import { callRef } from '../../../lib/http/call-ref.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';
import { responsibleStatusQueryKey } from './get-responsible-status.ts';
import { replaceQueryData } from '../../../lib/query-client.ts';

const responsibleRealityCheckSetCall = callRef('responsibleRealityCheckSet', '/v2/app/responsible/reality-check/set');

/** POST /v2/app/responsible/reality-check/set: the interval in minutes, null turns the checks off. */
export function setRealityCheck(minutes: number | null): Promise<TResponsibleStatus> {
  return callApi(responsibleRealityCheckSetCall, { minutes }, { silent: true });
}

export function useSetRealityCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: (status) => replaceQueryData(client, responsibleStatusQueryKey, status),
  });
}
