import { ResultCode } from '@amigo/contract';
import { ApiError, NO_ENVELOPE_CODE, type ClientErrorReason } from './api-error.ts';

export type Translate = (key: `http.${ClientErrorKey}`) => string;
type ClientErrorKey = 'networkError' | 'timeout' | 'badRequest' | 'badResponse' | 'canceled' | 'error';

const CLIENT_ERROR_KEYS: Record<ClientErrorReason, ClientErrorKey> = {
  NETWORK_ERROR: 'networkError',
  TIMEOUT: 'timeout',
  BAD_REQUEST: 'badRequest',
  BAD_RESPONSE: 'badResponse',
  CANCELED: 'canceled',
};

export function clientError(reason: ClientErrorReason, t: Translate): ApiError {
  return new ApiError({ code: NO_ENVELOPE_CODE, msg: t(`http.${CLIENT_ERROR_KEYS[reason]}`), reason });
}

interface RawEnvelope {
  code: number;
  msg?: unknown;
  data?: unknown;
}

function parseEnvelope(bodyText: string): RawEnvelope | null {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const code = (body as { code?: unknown }).code;
  return typeof code === 'number' ? (body as RawEnvelope) : null;
}

function errorFromEnvelope(envelope: RawEnvelope, t: Translate): ApiError {
  const data = (typeof envelope.data === 'object' && envelope.data !== null ? envelope.data : {}) as {
    reason?: unknown;
    field?: unknown;
    retryAfter?: unknown;
  };
  const msg = typeof envelope.msg === 'string' && envelope.msg.trim() ? envelope.msg : t('http.error');
  return new ApiError({
    code: envelope.code,
    msg,
    reason: typeof data.reason === 'string' ? data.reason : 'UNKNOWN',
    field: typeof data.field === 'string' ? data.field : undefined,
    retryAfter:
      typeof data.retryAfter === 'number' && Number.isFinite(data.retryAfter) && data.retryAfter >= 0
        ? Math.ceil(data.retryAfter)
        : undefined,
  });
}

/**
 * Turns an HTTP answer into `data` or an ApiError (SPEC §7, §8):
 * - HTTP 200–299 with an envelope: code 200 gives `data`; any other code is an error carrying
 *   the server's localized msg (or "Error"), reason and field.
 * - An envelope on another HTTP status (e.g. a proxy passing the server's 413) is still the
 *   server speaking: same treatment.
 * - No envelope: HTTP 4xx is a bad request, anything else (5xx, HTML, garbage) a bad response.
 */
export function interpretResponse(
  status: number,
  bodyText: string,
  t: Translate,
): { ok: true; data: unknown } | { ok: false; error: ApiError } {
  const envelope = parseEnvelope(bodyText);
  if (envelope) {
    const httpOk = status >= 200 && status <= 299;
    if (envelope.code !== ResultCode.OK) return { ok: false, error: errorFromEnvelope(envelope, t) };
    // "Success" on a failed HTTP status is not a trustworthy answer.
    return httpOk ? { ok: true, data: envelope.data } : { ok: false, error: clientError('BAD_RESPONSE', t) };
  }
  const reason: ClientErrorReason = status >= 400 && status <= 499 ? 'BAD_REQUEST' : 'BAD_RESPONSE';
  return { ok: false, error: clientError(reason, t) };
}
