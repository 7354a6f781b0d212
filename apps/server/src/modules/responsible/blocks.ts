import type { TResponsibleStatus } from '@amigo/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { responsibleProfiles } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { recordChange } from './record-change.ts';
import { activeBlock, getStatus } from './status.ts';

export type BlockKind = 'cool_off' | 'self_exclusion';
export type BlockPeriod = '24h' | '7d' | '30d' | '6m' | '1y' | '5y' | 'indefinite';

/** An indefinite self-exclusion lasts at least this long before an operator may end it. */
const INDEFINITE_MINIMUM_MONTHS = 6;

function addPeriod(now: Date, period: Exclude<BlockPeriod, 'indefinite'>): Date {
  const at = new Date(now);
  if (period === '24h') at.setTime(at.getTime() + 24 * 3_600_000);
  else if (period === '7d') at.setTime(at.getTime() + 7 * 86_400_000);
  else if (period === '30d') at.setTime(at.getTime() + 30 * 86_400_000);
  else if (period === '6m') at.setUTCMonth(at.getUTCMonth() + 6);
  else if (period === '1y') at.setUTCFullYear(at.getUTCFullYear() + 1);
  else at.setUTCFullYear(at.getUTCFullYear() + 5);
  return at;
}

/**
 * Starts a cool-off or a self-exclusion. A member can lengthen a block in force (a longer
 * period, or self-exclusion over a cool-off) but never shorten it. The next round is refused
 * (the round's commit checks the block); logging in, withdrawing and reading letters still work.
 */
export async function startBlock(
  db: Db,
  input: { userId: bigint; kind: BlockKind; period: BlockPeriod; now: Date },
): Promise<TResponsibleStatus> {
  const until = input.period === 'indefinite' ? null : addPeriod(input.now, input.period);
  await db.transaction(async (tx) => {
    await tx.insert(responsibleProfiles).values({ userId: input.userId }).onConflictDoNothing();
    const [profile] = await tx
      .select()
      .from(responsibleProfiles)
      .where(eq(responsibleProfiles.userId, input.userId))
      .for('update');
    const current = activeBlock(profile, input.now);
    if (current) {
      const longer = current.until !== null && (until === null || until > current.until);
      const escalates = current.kind === 'cool_off' || input.kind === 'self_exclusion';
      if (!longer || !escalates) throw new AppError('BLOCK_ALREADY_ACTIVE');
    }
    const minUntil =
      until === null ? new Date(new Date(input.now).setUTCMonth(input.now.getUTCMonth() + INDEFINITE_MINIMUM_MONTHS)) : until;
    await tx
      .update(responsibleProfiles)
      .set({ blockKind: input.kind, blockFrom: input.now, blockUntil: until, blockMinUntil: minUntil, updatedAt: input.now })
      .where(eq(responsibleProfiles.userId, input.userId));
    await recordChange(tx, {
      userId: input.userId,
      actor: 'member',
      action: 'block',
      before: current ? { kind: current.kind, until: current.until?.toISOString() ?? null } : null,
      after: { kind: input.kind, period: input.period, until: until?.toISOString() ?? null },
      now: input.now,
    });
  });
  return getStatus(db, input.userId, input.now);
}

/**
 * For operators (compliance): ends an indefinite self-exclusion once its minimum has passed.
 * Timed blocks simply run out; nobody shortens them.
 */
export async function endIndefiniteExclusion(db: Db, input: { userId: bigint; actor: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .select()
      .from(responsibleProfiles)
      .where(eq(responsibleProfiles.userId, input.userId))
      .for('update');
    const block = activeBlock(profile, input.now);
    if (!block || block.kind !== 'self_exclusion' || block.until !== null) throw new AppError('NOT_FOUND', { field: 'userId' });
    if (block.minUntil && block.minUntil > input.now) throw new AppError('BUSINESS_RULE', { field: 'userId' });
    await tx
      .update(responsibleProfiles)
      .set({ blockUntil: input.now, updatedAt: input.now })
      .where(eq(responsibleProfiles.userId, input.userId));
    await recordChange(tx, {
      userId: input.userId,
      actor: input.actor,
      action: 'end',
      before: { kind: block.kind, until: null },
      after: { kind: block.kind, until: input.now.toISOString() },
      now: input.now,
    });
  });
}
