import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A lasting, random id for the browser (`AMIGO-DEVICE`: HttpOnly, 400 days, the longest browsers
 * keep a cookie). Each member session records the device it was opened on, so the risk rules link
 * accounts played from one browser even as its address changes (a phone moving between networks),
 * and do not link two phones of one model behind one home router. It proves nothing and grants
 * nothing: a client may drop or change it, and sessions opened without one fall back to their
 * User-Agent at their IP (risk module, docs/console.md).
 */
export const DEVICE_COOKIE = 'AMIGO-DEVICE';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
/** 16 random bytes in base64url: 22 characters. */
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** This browser's device id: its cookie's, or a new one this answer sets. */
    deviceId: string;
  }
}

export function installDeviceCookie(app: FastifyInstance, options: { secureCookie: boolean }) {
  app.decorateRequest('deviceId', '');
  app.addHook('onRequest', (request, _reply, done) => {
    const sent = request.cookies[DEVICE_COOKIE];
    request.deviceId = sent !== undefined && DEVICE_ID.test(sent) ? sent : randomBytes(16).toString('base64url');
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.cookies[DEVICE_COOKIE] !== request.deviceId && wantsDeviceCookie(request, reply)) {
      reply.setCookie(DEVICE_COOKIE, request.deviceId, {
        path: '/',
        sameSite: 'lax',
        secure: options.secureCookie,
        httpOnly: true,
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
    }
    done(null, payload);
  });
}

/** Pages and API answers hand it out (as the XSRF cookie); assets, health checks and metrics do not. */
function wantsDeviceCookie(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.url.startsWith('/v2/hooks/')) return false;
  if (request.url.startsWith('/v2/')) return true;
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html');
}
