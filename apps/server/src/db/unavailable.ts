/**
 * Errors that mean "the database does not answer right now" (a restart, a failover, a
 * network cut, PgBouncer without a server) rather than "this statement is wrong". The error
 * handler answers them 503 DATABASE_UNAVAILABLE with Retry-After instead of 500, and start-up
 * waits on them instead of exiting.
 */

/** Seconds a client is told to wait before retrying a call refused because the database is down. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket-level failures of the connection to PostgreSQL or PgBouncer. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server going away or not accepting connections yet:
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or
 * recovering); class 08 is connection_exception (PgBouncer also uses 08P01 for "no server").
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);

/** Messages node-postgres and pg-pool give to a connection that died or never came. */
const CONNECTION_LOST_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  // The pool's query_timeout (db/client.ts): the server stopped answering mid-query.
  'Query read timeout',
];

/**
 * Whether `error` (or an error it wraps: Drizzle wraps driver errors as `cause`) says the
 * database is unreachable. Statement errors (constraint, syntax, serialization) are not.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    if (isConnectionFailure(current)) return true;
    // AggregateError: Node tries every address of a host name (IPv4 and IPv6) and reports all.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = current.cause;
  }
  return false;
}

function isConnectionFailure(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return CONNECTION_LOST_MESSAGES.some((message) => error.message.includes(message));
}
