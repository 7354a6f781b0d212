import type { AdminCallDef } from '@amigo/contract';
import type { z } from 'zod';
import i18next from 'i18next';

/** An error answer of the operator API: the envelope code, the reason and the localized message. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The request body of an admin call, as a caller writes it (defaults may be left out). */
export type AdminRequest<C> = C extends AdminCallDef<infer Req, z.ZodType> ? z.input<Req> : never;
/** The answer data of an admin call. */
export type AdminResponse<C> = C extends AdminCallDef<z.ZodType, infer Res> ? z.output<Res> : never;

/** Signed out (no session, or it ended): the layout sends the browser to the sign-in page. */
export const isSignedOut = (error: unknown) => error instanceof ApiError && (error.code === 401 || error.code === 402);

function xsrfToken(): string {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie);
  if (match?.[1]) return decodeURIComponent(match[1]);
  // No cookie yet (first call of a fresh browser): make one; the server accepts any matching pair.
  const token = Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('');
  document.cookie = `XSRF-TOKEN=${token}; path=/; SameSite=Strict`;
  return token;
}

async function post(path: string, body: unknown, timeoutMs = 60_000): Promise<Response> {
  try {
    return await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        'accept-language': i18next.language,
        'x-xsrf-token': xsrfToken(),
      },
      body: JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', i18next.t('common.networkError'));
  }
}

function toError(envelope: { code?: number; msg?: string; data?: { reason?: string; field?: string } }): ApiError {
  return new ApiError(envelope.code ?? 500, envelope.data?.reason ?? 'INTERNAL', envelope.msg || 'Error', envelope.data?.field);
}

/**
 * Makes one admin call: the staff cookie rides along (httpOnly), the XSRF pair and the language go
 * in headers. `timeoutMs` (default one minute) is longer for a call that may take minutes (a large import).
 */
export async function adminFetch<Req extends z.ZodType, Res extends z.ZodType>(
  call: AdminCallDef<Req, Res>,
  body: z.input<Req>,
  options: { timeoutMs?: number } = {},
): Promise<z.output<Res>> {
  const response = await post(call.path, body, options.timeoutMs);
  const envelope = (await response.json().catch(() => ({ code: response.status }))) as {
    code?: number;
    msg?: string;
    data?: unknown;
  };
  if (envelope.code !== 200) throw toError(envelope as Parameters<typeof toError>[0]);
  return envelope.data as z.output<Res>;
}

/** A call that answers bytes (a KYC photo): an object URL for an <img>, to be revoked by the caller. */
export async function adminFetchBlobUrl<Req extends z.ZodType>(call: AdminCallDef<Req>, body: z.input<Req>): Promise<string> {
  const response = await post(call.path, body);
  if (String(response.headers.get('content-type')).includes('json')) throw toError((await response.json()) as never);
  return URL.createObjectURL(await response.blob());
}

/** A multipart call (a content image): the file goes as form data; the answer is the usual envelope. */
export async function adminUpload<Req extends z.ZodType, Res extends z.ZodType>(
  call: AdminCallDef<Req, Res>,
  form: FormData,
): Promise<z.output<Res>> {
  let response: Response;
  try {
    response = await fetch(call.path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'accept-language': i18next.language, 'x-xsrf-token': xsrfToken() },
      body: form,
      signal: AbortSignal.timeout(120_000),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', i18next.t('common.networkError'));
  }
  const envelope = (await response.json().catch(() => ({ code: response.status }))) as { code?: number; data?: unknown };
  if (envelope.code !== 200) throw toError(envelope as Parameters<typeof toError>[0]);
  return envelope.data as z.output<Res>;
}
