import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, ReportDbs } from '../db/client.ts';

/**
 * Read-your-writes over a read replica (docs/decisions/0017). Reports and lists read
 * `database.read` (the replica while it is at most DATABASE_READ_MAX_LAG_SECONDS behind), except
 * for a caller who may have written in that time: their reads go to the primary, so nothing
 * they just did can vanish from their own screens.
 *
 * "May have written" is every call of a signed-in member or staff member that is not in READS
 * below: a call nobody listed counts as a write (the safe side: a needless primary read costs a
 * little, a missing one shows a stale list). The mark lives in this process (for any client) and
 * in a cookie (for the next call going to another instance behind the balancer). The cookie is no
 * credential: it only sends the holder's own reads to the primary, which any write call would do
 * as well, and its value is believed for at most the window.
 */

/** The cookie carrying "reads on the primary until <epoch ms>"; only /v2 calls need it. */
export const READ_PRIMARY_COOKIE = 'amigo-read-primary';

/**
 * Calls that change nothing a replica-served report or list shows (reads, or a touch of state
 * no list shows). Everything else marks the caller.
 */
const READS: ReadonlySet<string> = new Set([
  // player
  '/v2/app/user/info',
  '/v2/app/user/get/info',
  '/v2/app/user/kyc/latest',
  '/v2/app/user/get/kyc',
  '/v2/app/user/kyc/image',
  '/v2/app/user/get/bank',
  '/v2/app/user/bank/list',
  '/v2/app/pay/query',
  '/v2/app/pay/list',
  '/v2/app/draw/list',
  '/v2/app/responsible/status',
  '/v2/app/game/query/pop/new',
  '/v2/app/game/query/latest/new',
  '/v2/app/game/catalogue',
  '/v2/app/game/floor',
  '/v2/app/game/machine',
  '/v2/app/game/favorite/list',
  '/v2/app/game/seat/current',
  '/v2/app/game/fair/seeds',
  '/v2/app/game/fair/round',
  '/v2/app/game/fair/settings',
  '/v2/app/record/game/record/query',
  '/v2/app/record/game/record/recall',
  '/v2/app/record/game/record/count',
  '/v2/app/platform/config',
  '/v2/app/station/query',
  '/v2/app/station/unread',
  '/v2/cpp/coins',
  '/v2/cpp/coins/rate',
  '/v2/cpp/coins/orders',
  '/v2/cpp/coins/withdrawal/address/validit',
  '/v2/app/agent/is/agent',
  '/v2/app/agent/apply/status',
  '/v2/app/agent/code',
  '/v2/app/agent/data/statistics',
  '/v2/app/agent/type/report/statistics',
  '/v2/app/agent/sub/member/report/page',
  '/v2/app/agent/sub/member/page',
  '/v2/app/agent/sub/member/recharge/page',
  '/v2/app/agent/sub/member/draw/page',
  // operator console
  '/v2/admin/auth/me',
  '/v2/admin/dashboard',
  '/v2/admin/audit/list',
  '/v2/admin/staff/list',
  '/v2/admin/balance/adjustment/list',
  '/v2/admin/member/search',
  '/v2/admin/member/detail',
  '/v2/admin/member/ledger',
  '/v2/admin/member/game-records',
  '/v2/admin/member/orders',
  '/v2/admin/withdrawal/list',
  '/v2/admin/deposit/list',
  '/v2/admin/deposit/refund/list',
  '/v2/admin/crypto/withdrawal/list',
  '/v2/admin/crypto/deposit/list',
  '/v2/admin/kyc/list',
  '/v2/admin/kyc/image',
  '/v2/admin/agent/application/list',
  '/v2/admin/agent/list',
  '/v2/admin/machine/list',
  '/v2/admin/content/list',
  '/v2/admin/risk/list',
  '/v2/admin/risk/member',
]);

/** The calls that count as reads (tests check each is a real call). */
export function readCallPaths(): readonly string[] {
  return [...READS];
}

/** Callers marked in this process: actor → epoch ms until which their reads go to the primary. */
const MAX_MARKS = 100_000;

/** Who is calling: a member (`m:<id>`) or a staff member (`s:<id>`), once their session is checked. */
function actorOf(request: FastifyRequest): string | undefined {
  const { member, staff } = request as { member?: { userId: bigint }; staff?: { id: bigint } };
  if (member) return `m:${member.userId}`;
  if (staff) return `s:${staff.id}`;
  return undefined;
}

/** The database a report or list reads for this request: `database.read`, or the primary right after the caller's writes. */
export function readDb(request: FastifyRequest): Db {
  const { database } = request.server;
  if (database.read === database.db) return database.db;
  return readsPrimary(request) ? database.db : database.read;
}

/** Both handles for a report or list use case: the primary for its access checks, readDb for the rest. */
export function reportDbs(request: FastifyRequest): ReportDbs {
  return { db: request.server.database.db, read: readDb(request) };
}

/** Marks per server (keyed by its database, which every plugin context of the server shares). */
const marksByServer = new WeakMap<object, Map<string, number>>();

function readsPrimary(request: FastifyRequest): boolean {
  const now = Date.now();
  const windowMs = request.server.database.replica?.maxLagMs ?? 0;
  const cookie = Number(request.cookies?.[READ_PRIMARY_COOKIE]);
  // Believed for at most the window from now: a forged far-future value buys nothing lasting.
  if (Number.isFinite(cookie) && cookie > now && cookie <= now + windowMs) return true;
  const actor = actorOf(request);
  const until = actor ? marksByServer.get(request.server.database)?.get(actor) : undefined;
  return until !== undefined && until > now;
}

/**
 * Marks the caller of every call outside READS, in process memory and in the cookie. Installed
 * only with a replica: without one every read is on the primary already.
 */
export function installReadYourWrites(app: FastifyInstance, options: { secureCookie: boolean }): void {
  const replica = app.database.replica;
  if (!replica) return;
  const windowMs = replica.maxLagMs;
  const marks = new Map<string, number>();
  marksByServer.set(app.database, marks);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'POST' || READS.has(request.routeOptions.url ?? '')) return payload;
    const actor = actorOf(request);
    if (!actor) return payload;
    const until = Date.now() + windowMs;
    if (marks.size >= MAX_MARKS) {
      const now = Date.now();
      for (const [key, value] of marks) if (value <= now) marks.delete(key);
      if (marks.size >= MAX_MARKS) marks.clear();
    }
    marks.set(actor, until);
    reply.setCookie(READ_PRIMARY_COOKIE, String(until), {
      path: '/v2/',
      httpOnly: true,
      sameSite: 'strict',
      secure: options.secureCookie,
      maxAge: Math.ceil(windowMs / 1000),
    });
    return payload;
  });
}
