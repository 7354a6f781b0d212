import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import type { TMigrationResult } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';
import type { Language } from '../../../lib/i18n/languages.ts';

const jsyTransferConfirmCall = callRef('jsyTransferConfirm', '/v2/app/jsy/transfer/confirm');

/**
 * POST /v2/app/jsy/transfer/confirm: moves the account, into the signed-in member (`attach`,
 * the TOKEN header the client sends) or a new member (`new`, whose `token` the answer carries).
 * A 401 here must not log anyone out: the page says what went wrong instead.
 */
export function confirmMigration(
  payload: RequestOf<typeof jsyTransferConfirmCall>,
  language: Language,
): Promise<TMigrationResult> {
  return callApi(jsyTransferConfirmCall, payload, { silent: true, language, logoutOnAuthError: false });
}
