import type { TResponsibleStatus } from '@amigo/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { responsibleLimits } from './schema.ts';
import { recordChange } from './record-change.ts';
import { getStatus, limitInForce, type LimitKind, type LimitPeriod } from './status.ts';

/** A raise or a removal waits this long; a cooler head may change its mind in the meantime. */
export const RAISE_DELAY_MS = 24 * 3_600_000;

/**
 * Sets a deposit or loss limit. Stricter applies at once: a new limit or a lower one. Looser
 * waits 24 hours: a higher one or a removal is kept as pending, and the current limit stays
 * in force until then. Setting the value in force again cancels a pending change.
 */
export async function setLimit(
  db: Db,
  input: { userId: bigint; kind: LimitKind; period: LimitPeriod; amount: number | null; now: Date },
): Promise<TResponsibleStatus> {
  const wanted = input.amount === null ? null : BigInt(input.amount);
  await db.transaction(async (tx) => {
    const key = and(
      eq(responsibleLimits.userId, input.userId),
      eq(responsibleLimits.kind, input.kind),
      eq(responsibleLimits.period, input.period),
    );
    const [row] = await tx.select().from(responsibleLimits).where(key).for('update');
    const current = row ? limitInForce(row, input.now) : null;
    const before = {
      amount: current?.toString() ?? null,
      pending: row?.pendingFrom ? (row.pendingAmount?.toString() ?? null) : undefined,
    };
    if (wanted !== null && (current === null || wanted <= current)) {
      // Stricter (or the same): in force now, any pending loosening dropped.
      await tx
        .insert(responsibleLimits)
        .values({ userId: input.userId, kind: input.kind, period: input.period, amount: wanted, updatedAt: input.now })
        .onConflictDoUpdate({
          target: [responsibleLimits.userId, responsibleLimits.kind, responsibleLimits.period],
          set: { amount: wanted, pendingAmount: null, pendingFrom: null, updatedAt: input.now },
        });
    } else if (current !== null) {
      // Looser: the limit in force stays for 24 hours, then the new value (or none) applies.
      await tx
        .update(responsibleLimits)
        .set({
          amount: current,
          pendingAmount: wanted,
          pendingFrom: new Date(input.now.getTime() + RAISE_DELAY_MS),
          updatedAt: input.now,
        })
        .where(key);
    } else if (row) {
      // No limit in force and none wanted: tidy the row away.
      await tx.delete(responsibleLimits).where(key);
    }
    await recordChange(tx, {
      userId: input.userId,
      actor: 'member',
      action: 'limit',
      before: { kind: input.kind, period: input.period, ...before },
      after: { kind: input.kind, period: input.period, amount: wanted?.toString() ?? null },
      now: input.now,
    });
  });
  return getStatus(db, input.userId, input.now);
}

/** Applies raises and removals whose 24 hours have passed (so the table shows what is in force). */
export async function settlePendingLimits(db: Db, now: Date): Promise<void> {
  await db.execute(
    sql`delete from responsible_limits where pending_from <= ${now.toISOString()}::timestamptz and pending_amount is null`,
  );
  await db.execute(sql`
    update responsible_limits set amount = pending_amount, pending_amount = null, pending_from = null
    where pending_from <= ${now.toISOString()}::timestamptz and pending_amount is not null`);
}
