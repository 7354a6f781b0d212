import type { TStaffLetter } from '@amigo/contract';
import { and, count, desc, inArray, isNotNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { latestAuditPerTarget, offsetOf, pageOf, recordAudit, type Actor, type PageInput } from '../admin/index.ts';
import { memberExists, memberIdByUsername, userDirectory, usernamesByIds } from '../users/index.ts';
import { broadcastLetters, letters, letterStates } from './schema.ts';
import { sendLetter } from './send-letter.ts';

/** Letters staff send carry this dedupe key prefix (`staff-letter:<staffId>:<idempotencyKey>`). */
const STAFF_LETTER = 'staff-letter:';

type Localized = { Jp: string; En: string; Zh: string; ZhTW: string };

type AudienceInput = {
  audience: 'all' | 'agents' | 'players' | 'member';
  userId: bigint | undefined;
  username?: string | undefined;
};

/** The member a one-member letter goes to (by id or username); undefined for an audience. */
async function recipientOf(db: Db, input: AudienceInput): Promise<bigint | undefined> {
  if (input.audience !== 'member') return undefined;
  if (input.userId !== undefined) {
    if (!(await memberExists(db, input.userId))) throw new AppError('NOT_FOUND', { field: 'userId' });
    return input.userId;
  }
  if (input.username === undefined) throw new AppError('INVALID_INPUT', { field: 'userId' });
  const userId = await memberIdByUsername(db, input.username.trim());
  if (userId === undefined) throw new AppError('NOT_FOUND', { field: 'username' });
  return userId;
}

/**
 * How many members a letter to this audience reaches if sent now: the console asks before it sends,
 * so the operator confirms the size of what they are about to do. Agents are the members with an
 * agent code, players the others — the same split the inbox makes when it reads broadcasts.
 */
export async function countLetterAudience(db: Db, input: AudienceInput): Promise<{ recipients: number }> {
  if (input.audience === 'member') {
    await recipientOf(db, input);
    return { recipients: 1 };
  }
  const [row] = await db
    .select({
      all: count(),
      agents: count(userDirectory.agentCode),
    })
    .from(userDirectory);
  const all = row?.all ?? 0;
  const agents = row?.agents ?? 0;
  return { recipients: input.audience === 'all' ? all : input.audience === 'agents' ? agents : all - agents };
}

/** A station letter written by staff to one member or an audience, through the letters module. */
export async function broadcastLetter(
  db: Db,
  input: {
    audience: 'all' | 'agents' | 'players' | 'member';
    userId: bigint | undefined;
    /** A one-member letter by username (when no id is given). */
    username?: string | undefined;
    title: Localized;
    body: Localized;
    idempotencyKey: string;
  } & Actor,
) {
  const userId = await recipientOf(db, input);
  return db.transaction(async (tx) => {
    const to = input.audience === 'member' ? { userId: userId as bigint } : { audience: input.audience };
    const result = await sendLetter(tx, {
      to,
      content: { category: 'system', title: input.title, body: input.body },
      dedupeKey: `${STAFF_LETTER}${input.staff.id}:${input.idempotencyKey}`,
      now: input.now,
    });
    if (result.sent) {
      await recordAudit(tx, {
        ...input,
        action: 'letter.send',
        targetType: 'letter',
        targetId: result.id,
        before: null,
        after: { audience: input.audience, userId: userId ?? null, title: input.title },
      });
    }
    return result;
  });
}

/**
 * The letters staff sent, newest first, one-member letters and broadcasts together: audience (or
 * the member), title, who sent it (the audit log's `letter.send`) and how many recipients have read
 * it (letter_states). An operator's screen: on a distributed database it reads every member's node.
 */
export async function listStaffLetters(db: Db, input: PageInput) {
  const staffSent = db
    .select({
      id: letters.id,
      audience: sql<TStaffLetter['audience']>`${letters.audience}`.as('audience'),
      // Null for a broadcast: typed for both halves, decoded as the member's id.
      userId: sql`${letters.userId}`
        .mapWith((v: string | number | null): bigint | null => (v === null ? null : BigInt(v)))
        .as('user_id'),
      titleJp: letters.titleJp,
      titleEn: letters.titleEn,
      titleZh: letters.titleZh,
      titleZhTW: letters.titleZhTW,
      sentAt: letters.sentAt,
    })
    .from(letters)
    .where(like(letters.dedupeKey, `${STAFF_LETTER}%`))
    .unionAll(
      db
        .select({
          id: broadcastLetters.id,
          audience: broadcastLetters.audience,
          userId: sql<bigint | null>`null::bigint`.as('user_id'),
          titleJp: broadcastLetters.titleJp,
          titleEn: broadcastLetters.titleEn,
          titleZh: broadcastLetters.titleZh,
          titleZhTW: broadcastLetters.titleZhTW,
          sentAt: broadcastLetters.sentAt,
        })
        .from(broadcastLetters)
        .where(like(broadcastLetters.dedupeKey, `${STAFF_LETTER}%`)),
    )
    .as('staff_letters');
  const [rows, [total]] = await Promise.all([
    db.select().from(staffSent).orderBy(desc(staffSent.sentAt), desc(staffSent.id)).limit(input.pageSize).offset(offsetOf(input)),
    db.select({ n: count() }).from(staffSent),
  ]);
  const ids = rows.map((row) => row.id);
  const [reads, names, senders] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ letterId: letterStates.letterId, n: sql<number>`count(*)::int` })
          .from(letterStates)
          .where(and(inArray(letterStates.letterId, ids), isNotNull(letterStates.readAt)))
          .groupBy(letterStates.letterId),
    usernamesByIds(
      db,
      rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
    ),
    Promise.all(
      ids.map((id) => latestAuditPerTarget(db, { targetType: 'letter', actions: ['letter.send'], targetId: String(id) })),
    ),
  ]);
  const readsOf = new Map(reads.map((r) => [r.letterId, Number(r.n)]));
  const list: TStaffLetter[] = rows.map((row, index) => ({
    id: String(row.id),
    audience: row.audience,
    userId: row.userId === null ? null : String(row.userId),
    username: row.userId === null ? null : (names.get(row.userId) ?? null),
    title: { Jp: row.titleJp, En: row.titleEn, Zh: row.titleZh, ZhTW: row.titleZhTW },
    sentAt: row.sentAt.toISOString(),
    sentBy: senders[index]?.[0]?.staffUsername ?? null,
    reads: readsOf.get(row.id) ?? 0,
  }));
  return pageOf(list, total?.n ?? 0, input);
}
