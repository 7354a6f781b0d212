import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Language } from '@amigo/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { errorEnvelope, negotiatedLanguage, sendError } from './envelope.ts';
import { computeApiHeaders } from './security-headers.ts';

/**
 * Answers for requests that never reach a route, so they too get our envelope, our headers and
 * a request id instead of Fastify's or Node's bare text:
 *
 * - Fastify's framework errors (`frameworkErrors`): a URL whose percent-encoding is broken
 *   (`/v2/app/user/info%ff`) is refused before routing and before any hook runs;
 * - client errors of the socket (`clientErrorHandler`): a request that does not arrive in full
 *   within the request timeout (a Content-Length larger than the body sent), headers or a
 *   request line over Node's limit, bytes that are not HTTP at all. Here there is no Fastify
 *   request any more, only the socket: the answer is written on it as raw HTTP.
 */

/** What the socket's request in progress was told, so a late client error answers with the same id and language. */
interface InFlight {
  id: string;
  lang: Language;
  reply: FastifyReply;
}
const inFlightBySocket = new WeakMap<Duplex, InFlight>();

export function installTransportErrors(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    inFlightBySocket.set(request.raw.socket, { id: request.id, lang: request.lang, reply });
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    inFlightBySocket.delete(request.raw.socket);
    done();
  });
}

/** Fastify's `frameworkErrors` option: the hooks have not run, so language and headers are set here. */
export function frameworkErrorHandler(options: { https: boolean }) {
  const apiHeaders = computeApiHeaders(options.https);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    request.lang = negotiatedLanguage(request.headers['accept-language']);
    reply.headers(apiHeaders).header('x-request-id', request.id);
    const appError =
      error.code === 'FST_ERR_BAD_URL'
        ? new AppError('MALFORMED_URL', { httpStatus: 400 })
        : error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
          ? new AppError('MALFORMED_REQUEST', { httpStatus: error.statusCode })
          : new AppError('INTERNAL', { httpStatus: 500 });
    if (appError.reason === 'INTERNAL') request.log.error({ err: error }, 'framework error');
    void sendError(reply, request, appError);
  };
}

/** Node's error codes for a socket's client errors, and the answer each gets. */
function appErrorOf(error: NodeJS.ErrnoException): AppError {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new AppError('REQUEST_TIMEOUT', { httpStatus: 408 });
    case 'HPE_HEADER_OVERFLOW':
      return new AppError('HEADERS_TOO_LARGE', { httpStatus: 431 });
    default:
      return new AppError('MALFORMED_REQUEST', { httpStatus: 400 });
  }
}

/** Fastify's `clientErrorHandler` option (bound to the instance): writes the envelope on the raw socket. */
export function clientErrorHandler(options: { https: boolean }) {
  const apiHeaders = computeApiHeaders(options.https);
  return function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
    // A reset or already closed connection has no one left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const inFlight = inFlightBySocket.get(socket);
    inFlightBySocket.delete(socket);
    // An answer already under way cannot be replaced: closing is all that is left.
    if (!socket.writable || inFlight?.reply.raw.headersSent) {
      socket.destroy(error);
      return;
    }
    const appError = appErrorOf(error);
    const lang = inFlight?.lang ?? 'ja-JP';
    const requestId = inFlight?.id ?? randomUUID();
    this.log.info({ reqId: requestId, code: error.code }, `client error answered ${appError.httpStatus}`);
    const body = JSON.stringify(errorEnvelope({ lang }, appError));
    const headers: Record<string, string> = {
      ...apiHeaders,
      'x-request-id': requestId,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${appError.httpStatus} ${STATUS_CODES[appError.httpStatus] ?? ''}\r\n${head}\r\n${body}`);
    // The request that was waiting for its body is over: tell Fastify so it does not answer twice.
    inFlight?.reply.hijack();
  };
}
