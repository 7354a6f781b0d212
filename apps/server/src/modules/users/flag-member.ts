import type { MemberFlag } from '@amigo/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { memberFlags, users } from './schema.ts';

export interface MemberFlagChange {
  userId: bigint;
  flag: MemberFlag;
  on: boolean;
  reason: string;
  staff: { id: bigint; username: string };
  now: Date;
}

/**
 * Sets or clears one of a member's flags in the caller's transaction (the member row locked
 * first) and says whether anything changed, with the audit row's fields for the caller to record
 * (`recordAudit` lives in the admin module, which this file does not import, so the use cases that
 * flag a member — the member file, the risk queue's escalation — audit it the same way). Asking for
 * the state the flag is already in changes nothing; setting a set flag again keeps who set it first.
 */
export async function writeMemberFlag(tx: Db, input: MemberFlagChange) {
  const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
  if (!member) throw new AppError('NOT_FOUND', { field: 'userId' });
  const where = and(eq(memberFlags.userId, input.userId), eq(memberFlags.flag, input.flag));
  const [before] = await tx.select().from(memberFlags).where(where);
  let changed = false;
  if (input.on && !before) {
    await tx.insert(memberFlags).values({
      userId: input.userId,
      flag: input.flag,
      reason: input.reason.trim(),
      staffId: input.staff.id,
      staffUsername: input.staff.username,
      setAt: input.now,
    });
    changed = true;
  } else if (!input.on && before) {
    await tx.delete(memberFlags).where(where);
    changed = true;
  }
  const audit = {
    action: input.on ? 'member.flag.set' : 'member.flag.clear',
    targetType: 'member',
    targetId: input.userId,
    before: before ? { flag: before.flag, reason: before.reason, setBy: before.staffUsername } : { flag: input.flag, on: false },
    after: { flag: input.flag, on: input.on, reason: input.reason.trim() },
  };
  return { changed, audit };
}
