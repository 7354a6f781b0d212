import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf, ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';
import type { Language } from '../../../lib/i18n/languages.ts';

export type CheckedFlow = ResponseOf<typeof calls.jsyTransferLogin>;

/** POST /v2/app/jsy/transfer/login: the e-mailed code; answers what will move (legacy username, balance). */
export function checkCode(payload: RequestOf<typeof calls.jsyTransferLogin>, language: Language): Promise<CheckedFlow> {
  return callApi(calls.jsyTransferLogin, payload, { silent: true, language });
}
