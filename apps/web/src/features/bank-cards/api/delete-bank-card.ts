import * as calls from '../../../lib/http/calls.generated.ts';
import type { TBankCard } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/app/user/bank/delete: removes one of the member's cards; answers the cards that remain. */
export function deleteBankCard(id: string): Promise<TBankCard[]> {
  return callApi(calls.userBankDelete, { id });
}
