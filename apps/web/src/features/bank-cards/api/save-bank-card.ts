import * as calls from '../../../lib/http/calls.generated.ts';
import type { TBankCard, TBankCardSave } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

/**
 * POST /v2/app/user/bank/save: binds a card. The server normalizes what was typed (full-width
 * digits, spaces, kana) and names the field that is wrong, so the form shows it there.
 */
export function saveBankCard(payload: TBankCardSave): Promise<TBankCard> {
  return callApi(calls.userBankSave, payload, { silent: true });
}
