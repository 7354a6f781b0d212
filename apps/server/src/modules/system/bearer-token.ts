import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';

/**
 * How an operator endpoint (/metrics, /docs) is exposed: with a token, only to
 * `Authorization: Bearer <token>`; without one, openly outside production and not at all in
 * production, where these pages would tell an attacker the hall's routes, load and versions.
 */
export type OperatorEndpointAccess = { kind: 'open' } | { kind: 'token'; token: string } | { kind: 'off' };

export function operatorEndpointAccess(
  env: 'development' | 'test' | 'production',
  token: string | undefined,
): OperatorEndpointAccess {
  if (token) return { kind: 'token', token };
  return env === 'production' ? { kind: 'off' } : { kind: 'open' };
}

/** An onRequest hook answering the 401 envelope unless the request carries `Authorization: Bearer <token>`. */
export function requireBearerToken(token: string) {
  // Both sides hashed to one length first, so the comparison takes the same time whatever was sent.
  const expected = digest(`Bearer ${token}`);
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const sent = request.headers.authorization;
    if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expected)) {
      throw new AppError('UNAUTHENTICATED', { httpStatus: 401 });
    }
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
