import { callRef, type RequestOf, type ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';
import type { Language } from '../../../lib/i18n/languages.ts';

const jsyTransferValidateCall = callRef('jsyTransferValidate', '/v2/app/jsy/transfer/validate');

/** POST /v2/app/jsy/transfer/validate: legacy username + password (or migration secret) + captcha; starts a flow. */
export function validateLegacyLogin(
  payload: RequestOf<typeof jsyTransferValidateCall>,
  language: Language,
): Promise<ResponseOf<typeof jsyTransferValidateCall>> {
  // Errors are shown in the form, in the page's language (Accept-Language), never as a toast.
  return callApi(jsyTransferValidateCall, payload, { silent: true, language });
}
