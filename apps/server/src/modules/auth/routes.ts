import { calls } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { authenticateToken, revokeSession, tokenOf } from './sessions.ts';

export function registerAuthRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const policy = { ttlMs: app.config.sessionTtlMs, idleMs: app.config.sessionIdleMs };
  app.decorate('authenticate', (request) => authenticateToken(db, tokenOf(request), { now: new Date(), policy }));

  registerCall(app, calls.authLogout, async ({ member }) => {
    await revokeSession(db, member.sessionId, new Date());
    return null;
  });
}
