import type { TBankCard } from '@amigo/contract';
import { callRef } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const userBankDeleteCall = callRef('userBankDelete', '/v2/app/user/bank/delete');

/** POST /v2/app/user/bank/delete: removes one of the member's cards; answers the cards that remain. */
export function deleteBankCard(id: string): Promise<TBankCard[]> {
  return callApi(userBankDeleteCall, { id });
}
