import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * Double-submit XSRF protection. Every page and API answer gives a browser without one a random,
 * script-readable `XSRF-TOKEN` cookie; every state-changing /v2 call must echo it in the
 * `X-XSRF-TOKEN` header. A cross-site page can make the browser send the cookie but
 * cannot read it, so it cannot produce the header. Provider webhooks (/v2/hooks/*) are
 * authenticated by their signatures instead.
 */
export function installXsrf(app: FastifyInstance, options: { secureCookie: boolean }) {
  app.addHook('onRequest', (request, _reply, done) => {
    done(passesXsrf(request) ? undefined : new AppError('XSRF_MISMATCH'));
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.cookies[XSRF_COOKIE] && wantsXsrfCookie(request, reply)) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: options.secureCookie,
        httpOnly: false,
      });
    }
    done(null, payload);
  });
}

/** True when the request may go on: not a state-changing /v2 call, or one echoing its cookie. */
function passesXsrf(request: FastifyRequest): boolean {
  if (request.method !== 'POST' || !request.url.startsWith('/v2/') || request.url.startsWith('/v2/hooks/')) return true;
  // Unknown paths get their 404 envelope first; there is nothing to protect there.
  if (request.is404) return true;
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  return Boolean(cookie) && typeof header === 'string' && sameToken(cookie ?? '', header);
}

/** Only pages and API answers need to hand out the cookie; assets, health checks and metrics do not. */
function wantsXsrfCookie(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.url.startsWith('/v2/')) return true;
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html');
}

/**
 * Compares in time that depends only on the length (which an attacker may know): every code unit
 * is compared, without the byte copies `timingSafeEqual` would need on every call.
 */
function sameToken(a: string, b: string): boolean {
  if (a.length > 256 || a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}
