import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Authenticator } from '../../http/member.ts';
import { createTokenAuthenticator, memberSessionPolicy, tokenOf } from './sessions.ts';

/**
 * `app.authenticate`, which every member call of every module uses: the TOKEN header to a
 * member, with the sessions asked for in one event-loop round read by one statement.
 * buildApp decorates the root with it before any module's routes are registered.
 */
export function memberAuthenticator(db: Db, config: Pick<Config, 'sessionTtlMs' | 'sessionIdleMs'>): Authenticator {
  const authenticateToken = createTokenAuthenticator(db, memberSessionPolicy(config));
  return (request) => authenticateToken(tokenOf(request), new Date());
}
