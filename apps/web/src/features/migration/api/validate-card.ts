import { callRef, type RequestOf, type ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';
import type { Language } from '../../../lib/i18n/languages.ts';

const jsyTransferValidateCardCall = callRef('jsyTransferValidateCard', '/v2/app/jsy/transfer/validate/card');

/** POST /v2/app/jsy/transfer/validate/card: the cardholder name and last four digits on file. */
export function validateCard(
  payload: RequestOf<typeof jsyTransferValidateCardCall>,
  language: Language,
): Promise<ResponseOf<typeof jsyTransferValidateCardCall>> {
  return callApi(jsyTransferValidateCardCall, payload, { silent: true, language });
}
