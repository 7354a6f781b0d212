import { LANGUAGES, negotiateLanguage, ResultCode, type ErrorData, type Language } from '@amigo/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isTransactionConflict } from '../db/transaction-conflict.ts';
import { uniqueConstraintOf } from '../db/unique-violation.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from './app-error.ts';
import { translate } from './i18n.ts';
import { describeIssue } from './validation-message.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language, negotiated from Accept-Language (ja-JP fallback). */
    lang: Language;
  }
}

/** The success message of each language, looked up once: every answer carries it. */
const OK_MESSAGES = Object.fromEntries(LANGUAGES.map((lang) => [lang, translate(lang, 'ok')])) as Record<Language, string>;

/** Negotiated languages by Accept-Language header: browsers send a handful of distinct headers. */
const negotiated = new Map<string, Language>();
const MAX_REMEMBERED_HEADERS = 1_000;

/** `negotiateLanguage`, remembered per header (a bounded table, emptied when full). */
export function negotiatedLanguage(header: string | undefined): Language {
  if (!header) return negotiateLanguage(header);
  let lang = negotiated.get(header);
  if (lang === undefined) {
    lang = negotiateLanguage(header);
    if (negotiated.size >= MAX_REMEMBERED_HEADERS) negotiated.clear();
    negotiated.set(header, lang);
  }
  return lang;
}

/** The success answer: `{ code: 200, msg, data }`. */
export function okEnvelope<T>(request: FastifyRequest, data: T) {
  return { code: ResultCode.OK, msg: OK_MESSAGES[request.lang], data };
}

/** The error answer in the request's language; only the language is needed (transport errors have no Fastify request). */
export function errorEnvelope(request: { lang: Language }, error: AppError) {
  const data: ErrorData = { reason: error.reason };
  if (error.field) data.field = error.field;
  if (error.retryAfter !== undefined) data.retryAfter = error.retryAfter;
  if (error.exposeParams) data.params = { ...error.params };
  const msg = translate(request.lang, error.messageKey ?? `errors.${error.reason}`, error.params);
  return { code: error.code, msg, data };
}

/**
 * Installs the envelope on the whole server: language negotiation, one error handler that
 * maps every failure (ours, Fastify's, the validator's) to the envelope and never leaks a
 * stack or SQL, and the not-found answer for unknown paths.
 */
export function installEnvelope(app: FastifyInstance, options: { bodyLimit: number }) {
  app.decorateRequest('lang', 'ja-JP');
  // Callback-style hooks on every request: no promise per hook (docs/benchmarks.md, foundation).
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = negotiatedLanguage(request.headers['accept-language']);
    done();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error, request.routeOptions.bodyLimit ?? options.bodyLimit, request.body);
    if (appError.code >= 500 && appError.reason === 'INTERNAL') {
      request.log.error({ err: error }, 'unhandled error');
    } else if (appError.reason === 'BLOB_STORE_UNAVAILABLE') {
      // Thrown by the object store (modules/blobs) with the network failure as its cause.
      request.log.warn({ err: error }, 'blob store unavailable; answered 503 with Retry-After');
    } else if (appError.reason === 'DATABASE_UNAVAILABLE') {
      request.log.warn({ err: error }, 'database unavailable; answered 503 with Retry-After');
    } else if (isTransactionConflict(error)) {
      request.log.warn({ err: error }, 'transaction ended by the database (deadlock or serialization); answered CONFLICT');
    } else if (uniqueConstraintOf(error) !== undefined) {
      request.log.warn({ err: error }, 'a unique key refused a write no code path expected (a race); answered CONFLICT');
    }
    return sendError(reply, request, appError);
  });
}

export function sendError(reply: FastifyReply, request: FastifyRequest, error: AppError) {
  if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
  return reply.code(error.httpStatus).type('application/json; charset=utf-8').send(errorEnvelope(request, error));
}

function toAppError(error: FastifyError, bodyLimit: number, body: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (!first) return new AppError('INVALID_INPUT');
    // The type provider flattens each zod issue into { keyword, instancePath, params } and drops
    // the offending input; put the issue back together, input included (missing vs wrong type).
    const path = first.instancePath.split('/').filter(Boolean);
    const input = path.reduce<unknown>(
      (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      body,
    );
    const issue = { ...first.params, code: first.keyword, path, input } as unknown as z.core.$ZodIssue;
    const { field, key, params } = describeIssue(issue);
    return new AppError('INVALID_INPUT', { field, messageKey: key, params });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('MALFORMED_JSON', { httpStatus: 400 });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('BODY_TOO_LARGE', { httpStatus: 413, params: { limit: formatBytes(bodyLimit) } });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
    case 'FST_ERR_CTP_EMPTY_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', { httpStatus: 415 });
  }
  // A database restart or failover is not a bug: the client may retry shortly (db/unavailable.ts).
  if (isDatabaseUnavailable(error)) {
    return new AppError('DATABASE_UNAVAILABLE', { httpStatus: 503, retryAfter: DATABASE_RETRY_AFTER_SECONDS });
  }
  // The database ended the transaction to break a deadlock or a serialization conflict: nothing
  // was written and the call may be sent again (db/transaction-conflict.ts).
  if (isTransactionConflict(error)) return new AppError('CONFLICT');
  // A unique key refused a write the use case did not expect (two requests raced where no code
  // path looks for it): the refused write did not happen and its transaction rolled back; the
  // caller may send the call again. Logged, as the race deserves its own answer in its use case.
  if (uniqueConstraintOf(error) !== undefined) return new AppError('CONFLICT');
  // Fastify's own 4xx errors (e.g. a bad URL) are the client's fault; anything else is ours.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('INVALID_INPUT', { httpStatus: error.statusCode });
  }
  return new AppError('INTERNAL', { httpStatus: 500 });
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}
