import { callRef, type ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';
import type { Language } from '../../../lib/i18n/languages.ts';

const jsyTransferResendValidateCodeCall = callRef('jsyTransferResendValidateCode', '/v2/app/jsy/transfer/resend/validate/code');

/**
 * POST /v2/app/jsy/transfer/resend/validate/code: a 6-digit code to the legacy e-mail, in the
 * page's language; another only after `resendAfterSeconds` (60 s).
 */
export function sendCode(flowId: string, language: Language): Promise<ResponseOf<typeof jsyTransferResendValidateCodeCall>> {
  return callApi(jsyTransferResendValidateCodeCall, { flowId }, { silent: true, language });
}
