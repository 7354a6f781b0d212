import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf, ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';
import type { Language } from '../../../lib/i18n/languages.ts';

/** POST /v2/app/jsy/transfer/validate/card: the cardholder name and last four digits on file. */
export function validateCard(
  payload: RequestOf<typeof calls.jsyTransferValidateCard>,
  language: Language,
): Promise<ResponseOf<typeof calls.jsyTransferValidateCard>> {
  return callApi(calls.jsyTransferValidateCard, payload, { silent: true, language });
}
