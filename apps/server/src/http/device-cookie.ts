import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A lasting, random id for the browser (`AMIGO-DEVICE`: HttpOnly, 400 days, the longest browsers
 * keep a cookie). Each member session records the device it was opened on, so the risk rules link
 * accounts played from one browser even as its address changes (a phone moving between networks),
 * and do not link two phones of one model behind one home router. It grants nothing; sessions
 * opened without a valid one fall back to their User-Agent at their IP (risk module, decision 0020).
 *
 * The cookie is `<id>.<signature>`, the signature an HMAC of the id under a key the instances
 * share (derived from the card encryption key, deviceCookieKeys), so a client cannot choose an id
 * (another member's, to merge or frame accounts). A cookie that does not verify (forged, malformed,
 * or unsigned from before signing) counts as no device for that request and is replaced.
 *
 * The cookie is written only with an answer that refuses nothing: not when a guard stopped the
 * request before this hook (the XSRF check), nor when any error became the answer (onError: a
 * guard, the rate limit, validation, a refusal of the handler's, whatever its HTTP status: refusals
 * travel as HTTP 200 envelopes), nor on a 4xx/5xx. A refused request never touches the browser's
 * cookie: an XSRF refusal used to overwrite it with an empty id.
 */
export const DEVICE_COOKIE = 'AMIGO-DEVICE';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
/** 16 random bytes in base64url (22 characters), a dot, 16 bytes of HMAC-SHA256 in base64url. */
const SIGNED_DEVICE_COOKIE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;
const SIGNATURE_BYTES = 16;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * This browser's device id for the sessions it opens: its cookie's when it verifies, a new one
     * this answer sets when it sent none, undefined when it sent one that does not verify (the
     * User-Agent-at-IP rule applies then).
     */
    deviceId: string | undefined;
    /** The signed cookie this answer sets, if any (decided with deviceId). */
    deviceCookieToSet: string | undefined;
  }
}

/** The keys device cookies are signed with: the current one signs, every one verifies (a key rotation). */
export interface DeviceCookieKeys {
  current: Buffer;
  all: readonly Buffer[];
}

/**
 * Device cookie keys derived (HKDF-SHA256) from the card encryption keys: a secret every instance
 * already shares and checks at start, and from which the derived key gives nothing back. The old
 * card keys still verify, so a card key rotation keeps the browsers' device ids.
 */
export function deviceCookieKeys(cardKeys: { current: Buffer; all: readonly Buffer[] }): DeviceCookieKeys {
  const derive = (key: Buffer) => Buffer.from(hkdfSync('sha256', key, 'amigo-hall', 'device-cookie-v1', 32));
  return { current: derive(cardKeys.current), all: cardKeys.all.map(derive) };
}

function signature(key: Buffer, id: string): Buffer {
  return createHmac('sha256', key).update(id).digest().subarray(0, SIGNATURE_BYTES);
}

/** The id in a cookie value when its signature verifies under one of the keys; undefined otherwise. */
export function verifiedDeviceId(value: string | undefined, keys: DeviceCookieKeys): string | undefined {
  const match = value === undefined ? null : SIGNED_DEVICE_COOKIE.exec(value);
  if (!match) return undefined;
  const [, id = '', sent = ''] = match;
  const presented = Buffer.from(sent, 'base64url');
  if (presented.length !== SIGNATURE_BYTES) return undefined;
  return keys.all.some((key) => timingSafeEqual(signature(key, id), presented)) ? id : undefined;
}

export function signedDeviceCookie(id: string, key: Buffer): string {
  return `${id}.${signature(key, id).toString('base64url')}`;
}

export function installDeviceCookie(app: FastifyInstance, options: { secureCookie: boolean; keys: DeviceCookieKeys }) {
  app.decorateRequest('deviceId', undefined);
  app.decorateRequest('deviceCookieToSet', undefined);
  app.addHook('onRequest', (request, _reply, done) => {
    const sent = request.cookies[DEVICE_COOKIE];
    const verified = verifiedDeviceId(sent, options.keys);
    if (verified !== undefined) {
      // Signed by an earlier key (a rotation): the same id, signed again with the current one.
      const current = signedDeviceCookie(verified, options.keys.current);
      request.deviceId = verified;
      request.deviceCookieToSet = current === sent ? undefined : current;
    } else {
      const fresh = randomBytes(16).toString('base64url');
      // No cookie: this browser's new id from now on. A cookie that does not verify: nothing this
      // browser says about its device is believed for this request; it gets a genuine id for the next.
      request.deviceId = sent === undefined ? fresh : undefined;
      request.deviceCookieToSet = signedDeviceCookie(fresh, options.keys.current);
    }
    done();
  });
  app.addHook('onError', (request, _reply, _error, done) => {
    request.deviceCookieToSet = undefined;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.deviceCookieToSet !== undefined && reply.statusCode < 400 && wantsDeviceCookie(request, reply)) {
      reply.setCookie(DEVICE_COOKIE, request.deviceCookieToSet, {
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
