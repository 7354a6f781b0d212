import type { FastifyRequest } from 'fastify';

/** The signed-in member of a request, set by the auth module's authenticator. */
export interface Member {
  userId: bigint;
  /** SHA-256 of the session token, identifying this session. */
  sessionId: string;
}

export type Authenticator = (request: FastifyRequest) => Promise<Member>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves the TOKEN header to a member or throws 401/402. Installed by the auth module. */
    authenticate: Authenticator;
  }
}
