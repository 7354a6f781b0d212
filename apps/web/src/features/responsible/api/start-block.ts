import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import type { TResponsibleStatus } from '@amigo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';
import { responsibleStatusQueryKey } from './get-responsible-status.ts';
import { replaceQueryData } from '../../../lib/query-client.ts';

const responsibleBlockCall = callRef('responsibleBlock', '/v2/app/responsible/block');

export type StartBlockRequest = RequestOf<typeof responsibleBlockCall>;

/**
 * POST /v2/app/responsible/block: a cool-off or a self-exclusion. Only ever sent from the
 * confirm dialog, which states the consequences; the server requires `confirm: true`.
 */
export function startBlock(payload: StartBlockRequest): Promise<TResponsibleStatus> {
  return callApi(responsibleBlockCall, payload, { silent: true });
}

export function useStartBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startBlock,
    onSuccess: (status) => replaceQueryData(client, responsibleStatusQueryKey, status),
  });
}
