import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf, ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';
import type { Language } from '../../../lib/i18n/languages.ts';

/** POST /v2/app/jsy/transfer/validate: legacy username + password (or migration secret) + captcha; starts a flow. */
export function validateLegacyLogin(
  payload: RequestOf<typeof calls.jsyTransferValidate>,
  language: Language,
): Promise<ResponseOf<typeof calls.jsyTransferValidate>> {
  // Errors are shown in the form, in the page's language (Accept-Language), never as a toast.
  return callApi(calls.jsyTransferValidate, payload, { silent: true, language });
}
