import { callRef, type RequestOf, type ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';
import type { Language } from '../../../lib/i18n/languages.ts';

const jsyTransferLoginCall = callRef('jsyTransferLogin', '/v2/app/jsy/transfer/login');

export type CheckedFlow = ResponseOf<typeof jsyTransferLoginCall>;

/** POST /v2/app/jsy/transfer/login: the e-mailed code; answers what will move (legacy username, balance). */
export function checkCode(payload: RequestOf<typeof jsyTransferLoginCall>, language: Language): Promise<CheckedFlow> {
  return callApi(jsyTransferLoginCall, payload, { silent: true, language });
}
