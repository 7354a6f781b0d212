import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers. Pages and assets get helmet's set with our strict Content-Security-Policy;
 * JSON API answers get the short set OWASP recommends for REST services (nothing there is
 * ever rendered as a document, and personal data must not be cached). The headers never
 * change per request, so both sets are computed once at start and copied onto each reply
 * (@fastify/helmet rebuilds the helmet middleware on every request; see docs/decisions/0002).
 */
export function installSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  const pageHeaders = computePageHeaders(options.https);
  const apiHeaders = computeApiHeaders(options.https);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/v2/') ? apiHeaders : pageHeaders);
    done();
  });
}

export function computeApiHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
    // Large answers are compressed for clients that accept it (@fastify/compress, app.ts).
    vary: 'accept-encoding',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function computePageHeaders(https: boolean): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // Run the middleware once against a recording response to collect the headers it sets.
  const collected: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      collected[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete collected[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return collected;
}
