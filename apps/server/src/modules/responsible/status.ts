import type { TLimit, TResponsibleStatus } from '@amigo/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { responsibleLimits, responsibleProfiles } from './schema.ts';

export type LimitKind = TLimit['kind'];
export type LimitPeriod = TLimit['period'];
type LimitRow = typeof responsibleLimits.$inferSelect;
export type ProfileRow = typeof responsibleProfiles.$inferSelect;

/** The window a period covers, as SQL from an injected instant (the game round's commit reads it the same way). */
export function windowStart(period: LimitPeriod, now: Date) {
  const interval =
    period === 'day' ? sql`interval '24 hours'` : period === 'week' ? sql`interval '7 days'` : sql`interval '1 month'`;
  return sql`(${now.toISOString()}::timestamptz - ${interval})`;
}

/** The limit in force at `now`: a pending raise or removal counts from its `pending_from` on. */
export function limitInForce(row: LimitRow, now: Date): bigint | null {
  if (row.pendingFrom && row.pendingFrom <= now) return row.pendingAmount;
  return row.amount;
}

/**
 * Gross deposits over the window: credited bank deposits plus open orders (so several open
 * orders cannot together pass the limit), plus credited chain deposits. Read from the payments
 * and crypto tables: this module only reads them.
 */
export async function depositedSince(db: Db, userId: bigint, period: LimitPeriod, now: Date): Promise<bigint> {
  const [row] = rowsOf<{ total: string }>(
    await db.execute(sql`
      select coalesce(sum(coins), 0)::text as total from deposit_orders
      where user_id = ${userId}
        and ((status = 'paid' and paid_at > ${windowStart(period, now)})
          or (status = 'pending' and created_at > ${windowStart(period, now)} and expires_at > ${now.toISOString()}::timestamptz))`),
  );
  const [chain] = rowsOf<{ total: string }>(
    await db.execute(sql`
      select coalesce(sum(coins), 0)::text as total from crypto_deposits
      where user_id = ${userId} and status = 'credited' and credited_at > ${windowStart(period, now)}`),
  );
  return BigInt(row?.total ?? '0') + BigInt(chain?.total ?? '0');
}

/** Net game losses over the window (bets − wins, never below zero). */
export async function lostSince(db: Db, userId: bigint, period: LimitPeriod, now: Date): Promise<bigint> {
  const [row] = rowsOf<{ total: string }>(
    await db.execute(sql`
      select greatest(coalesce(sum(bet - win), 0), 0)::text as total from game_records
      where user_id = ${userId} and created_at > ${windowStart(period, now)}`),
  );
  return BigInt(row?.total ?? '0');
}

export async function loadProfile(db: Db, userId: bigint): Promise<ProfileRow | undefined> {
  const [profile] = await db.select().from(responsibleProfiles).where(eq(responsibleProfiles.userId, userId));
  return profile;
}

/** The block in force at `now`, if any. */
export function activeBlock(profile: ProfileRow | undefined, now: Date) {
  if (!profile?.blockKind || !profile.blockFrom) return null;
  if (profile.blockUntil && profile.blockUntil <= now) return null;
  return { kind: profile.blockKind, from: profile.blockFrom, until: profile.blockUntil, minUntil: profile.blockMinUntil };
}

export async function getStatus(db: Db, userId: bigint, now: Date): Promise<TResponsibleStatus> {
  const [rows, profile] = await Promise.all([
    db
      .select()
      .from(responsibleLimits)
      .where(and(eq(responsibleLimits.userId, userId))),
    loadProfile(db, userId),
  ]);
  const limits: TLimit[] = [];
  for (const row of rows) {
    const amount = limitInForce(row, now);
    const pendingLater = row.pendingFrom && row.pendingFrom > now;
    if (amount === null && !pendingLater) continue;
    const used =
      row.kind === 'deposit' ? await depositedSince(db, userId, row.period, now) : await lostSince(db, userId, row.period, now);
    limits.push({
      kind: row.kind,
      period: row.period,
      amount: amount === null ? null : Number(amount),
      pending: pendingLater
        ? { amount: row.pendingAmount === null ? null : Number(row.pendingAmount), from: row.pendingFrom!.toISOString() }
        : null,
      used: Number(used),
    });
  }
  const order = (l: TLimit) => `${l.kind}:${['day', 'week', 'month'].indexOf(l.period)}`;
  limits.sort((a, b) => order(a).localeCompare(order(b)));
  const block = activeBlock(profile, now);
  return {
    limits,
    realityCheckMinutes: profile?.realityCheckMinutes ?? null,
    block: block
      ? {
          kind: block.kind,
          from: block.from.toISOString(),
          until: block.until?.toISOString() ?? null,
          minUntil: block.minUntil?.toISOString() ?? null,
        }
      : null,
  };
}
