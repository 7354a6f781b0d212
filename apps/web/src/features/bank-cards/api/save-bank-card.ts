import type { TBankCard, TBankCardSave } from '@amigo/contract';
import { callRef } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const userBankSaveCall = callRef('userBankSave', '/v2/app/user/bank/save');

/**
 * POST /v2/app/user/bank/save: binds a card. The server normalizes what was typed (full-width
 * digits, spaces, kana) and names the field that is wrong, so the form shows it there.
 */
export function saveBankCard(payload: TBankCardSave): Promise<TBankCard> {
  return callApi(userBankSaveCall, payload, { silent: true });
}
