import { ResultCode } from '@amigo/contract';
import { toast } from '../toast/toast.ts';
import { currentLanguage, i18n } from '../i18n/i18n.ts';
import type { Language } from '../i18n/languages.ts';
import { logout } from '../session/logout.ts';
import { settledRotation } from '../session/token-rotation.ts';
import { getToken } from '../storage/local-storage.ts';
import { ApiError } from './api-error.ts';
import type { CallRef, RequestOf, ResponseOf } from './call-ref.ts';
import { clientError, interpretResponse, type Translate } from './interpret-response.ts';
import { XSRF_HEADER, ensureXsrfToken } from './xsrf.ts';

/** SPEC §9: 60 s, where the underlying client has no timeout at all. */
export const REQUEST_TIMEOUT_MS = 60_000;

/**
 * The API lives on the same origin as the site (the server serves both), so paths are
 * relative. Kept as one constant so a deployment with a separate API host changes one line.
 */
const API_BASE = '';

export interface RequestOptions {
  /** Cancels the call (TanStack Query passes one when a query is dropped). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Do not toast the failure: the caller shows it in place (e.g. next to a form field). */
  silent?: boolean;
  /**
   * On 401/402 the member is logged out and sent to `/` (SPEC §8). The route guard's
   * profile fetch turns this off because it logs out and redirects to login itself.
   */
  logoutOnAuthError?: boolean;
  /** Accept-Language for this call instead of the site language (a page fixed to one language, e.g. account transfer). */
  language?: Language;
}

const translate: Translate = (key) => i18n.t(key);

function headers(body: 'json' | 'form', language?: Language): Record<string, string> {
  const result: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': language ?? currentLanguage(),
    [XSRF_HEADER]: ensureXsrfToken(),
  };
  // A FormData body sets its own multipart Content-Type (with the boundary).
  if (body === 'json') result['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) result.TOKEN = token;
  return result;
}

type RequestBody = { kind: 'json'; payload: unknown } | { kind: 'form'; form: FormData };
/** What the caller wants back: the envelope's data, or the raw bytes of a file answer. */
type Expect = 'envelope' | 'blob';

/**
 * Sends one POST and resolves with `data` of a code-200 envelope (or, for a file answer, its
 * bytes); rejects with an ApiError. Errors are always envelopes, also for file calls.
 */
async function send(path: string, body: RequestBody, options: RequestOptions, expect: Expect): Promise<unknown> {
  if (options.signal?.aborted) throw clientError('CANCELED', translate);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel, { once: true });

  try {
    const response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers: headers(body.kind, options.language),
      body: body.kind === 'json' ? JSON.stringify(body.payload ?? {}) : body.form,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    if (expect === 'blob' && response.ok && !isJson) return await response.blob();
    const bodyText = await response.text();
    const result = interpretResponse(response.status, bodyText, translate);
    if (!result.ok) throw result.error;
    return result.data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw clientError('TIMEOUT', translate);
    if (controller.signal.aborted) throw clientError('CANCELED', translate);
    // fetch rejects only when no answer arrived at all (offline, DNS, refused, CORS).
    throw clientError('NETWORK_ERROR', translate);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

function report(error: ApiError, options: RequestOptions): void {
  // A canceled call is our own doing (a page was left), not something to alarm the player with.
  if (!options.silent && error.reason !== 'CANCELED') {
    toast.error(error.msg, { id: `api-error:${error.msg}` });
  }
  if (isAuthEnded(error) && options.logoutOnAuthError !== false) logout();
}

function isAuthEnded(error: unknown): boolean {
  return error instanceof ApiError && (error.code === ResultCode.UNAUTHENTICATED || error.code === ResultCode.SESSION_ENDED);
}

async function request(path: string, body: RequestBody, options: RequestOptions, expect: Expect): Promise<unknown> {
  const tokenSent = getToken();
  try {
    try {
      return await send(path, body, options, expect);
    } catch (error) {
      if (!isAuthEnded(error) || body.kind !== 'json') throw error;
      // The token may have been replaced while this call was under way (password change):
      // then the call goes once more with the new token instead of signing the member out.
      await settledRotation();
      const current = getToken();
      if (!current || current === tokenSent) throw error;
      return await send(path, body, options, expect);
    }
  } catch (error) {
    const apiError = error instanceof ApiError ? error : clientError('BAD_RESPONSE', translate);
    report(apiError, options);
    throw apiError;
  }
}

/** POST to a raw path. Prefer `callApi` with a contract definition. */
export async function post(path: string, payload: unknown, options: RequestOptions = {}): Promise<unknown> {
  return request(path, { kind: 'json', payload }, options, 'envelope');
}

/** POST a multipart form (file uploads); the answer is an ordinary envelope. */
export async function postForm(path: string, form: FormData, options: RequestOptions = {}): Promise<unknown> {
  return request(path, { kind: 'form', form }, options, 'envelope');
}

/**
 * POST JSON to a call that answers a file (e.g. a KYC photo). The TOKEN header goes along,
 * which an <img src> could not send; show the result through URL.createObjectURL.
 */
export async function postForBlob(path: string, payload: unknown, options: RequestOptions = {}): Promise<Blob> {
  const data = await request(path, { kind: 'json', payload }, options, 'blob');
  if (data instanceof Blob) return data;
  const error = clientError('BAD_RESPONSE', translate);
  report(error, options);
  throw error;
}

/**
 * Makes one call of the contract registry: typed request and answer (the contract's types). The
 * server has checked the answer against the call's response schema before sending it, so the
 * client takes `data` as it is and never downloads zod for it.
 */
export async function callApi<R extends CallRef>(
  call: R,
  payload: RequestOf<R>,
  options: RequestOptions = {},
): Promise<ResponseOf<R>> {
  return (await post(call.path, payload, options)) as ResponseOf<R>;
}
