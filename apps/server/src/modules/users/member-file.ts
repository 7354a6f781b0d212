import type { MemberFlag, TMemberFlagState, TMemberNote } from '@amigo/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type Actor } from '../admin/index.ts';
import { writeMemberFlag } from './flag-member.ts';
import { memberFlags, memberNotes, users } from './schema.ts';

/**
 * The parts of a member's file that staff write (issue 21): notes and flags, both in this
 * module's tables and both audited in the same transaction; and the member's agent line.
 */

const NOTES_IN_FILE = 100;
/** A line longer than this is a data error, not a hierarchy: the walk stops there. */
const LONGEST_AGENT_LINE = 50;

function toNote(row: typeof memberNotes.$inferSelect): TMemberNote {
  return { id: String(row.id), text: row.text, staffUsername: row.staffUsername, createdAt: row.createdAt.toISOString() };
}

function toFlag(row: typeof memberFlags.$inferSelect): TMemberFlagState {
  return { flag: row.flag, reason: row.reason, setBy: row.staffUsername, setAt: row.setAt.toISOString() };
}

async function assertMember(db: Db, userId: bigint): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', { field: 'userId' });
}

export async function memberNotesOf(db: Db, userId: bigint): Promise<TMemberNote[]> {
  const rows = await db
    .select()
    .from(memberNotes)
    .where(eq(memberNotes.userId, userId))
    .orderBy(desc(memberNotes.createdAt), desc(memberNotes.id))
    .limit(NOTES_IN_FILE);
  return rows.map(toNote);
}

export async function memberFlagsOf(db: Db, userId: bigint): Promise<TMemberFlagState[]> {
  const rows = await db.select().from(memberFlags).where(eq(memberFlags.userId, userId)).orderBy(asc(memberFlags.flag));
  return rows.map(toFlag);
}

/** Adds a note to the member's file; audited as `member.note` with the note's text. */
export async function addMemberNote(db: Db, input: { userId: bigint; text: string } & Actor): Promise<TMemberNote> {
  return db.transaction(async (tx) => {
    await assertMember(tx, input.userId);
    const [row] = await tx
      .insert(memberNotes)
      .values({
        userId: input.userId,
        text: input.text.trim(),
        staffId: input.staff.id,
        staffUsername: input.staff.username,
        createdAt: input.now,
      })
      .returning();
    const note = toNote(row as typeof memberNotes.$inferSelect);
    await recordAudit(tx, {
      ...input,
      action: 'member.note',
      targetType: 'member',
      targetId: input.userId,
      before: null,
      after: { noteId: note.id, text: note.text },
    });
    return note;
  });
}

/**
 * Sets or clears one flag. Asking for the state the flag is already in changes nothing and writes
 * no audit row (`changed: false`); setting a set flag again keeps who set it first.
 */
export async function setMemberFlag(
  db: Db,
  input: { userId: bigint; flag: MemberFlag; on: boolean; reason: string } & Actor,
): Promise<{ flags: TMemberFlagState[]; changed: boolean }> {
  return db.transaction(async (tx) => {
    const { changed, audit } = await writeMemberFlag(tx, input);
    if (changed) await recordAudit(tx, { ...input, ...audit });
    return { flags: await memberFlagsOf(tx, input.userId), changed };
  });
}

/** The agents above a member through `parent_user_id`: the top of the line first, the direct parent last. */
export async function agentLineOf(
  db: Db,
  userId: bigint,
): Promise<{ userId: string; username: string; agentCode: string | null }[]> {
  const result = await db.execute(sql`
    with recursive line(id, depth) as (
      select parent_user_id, 1 from users where id = ${userId} and parent_user_id is not null
      union all
      select u.parent_user_id, l.depth + 1
      from users u join line l on u.id = l.id
      where u.parent_user_id is not null and l.depth < ${LONGEST_AGENT_LINE}
    )
    select u.id::text as id, u.username, u.agent_code, l.depth
    from line l join users u on u.id = l.id
    order by l.depth desc`);
  const rows = rowsOf<{ id: string; username: string; agent_code: string | null }>(result);
  return rows.map((r) => ({ userId: r.id, username: r.username, agentCode: r.agent_code }));
}
