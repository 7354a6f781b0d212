import type { TRealityCheck, TResponsibleStatus } from '@amigo/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { responsibleProfiles } from './schema.ts';
import { recordChange } from './record-change.ts';
import { getStatus, loadProfile } from './status.ts';

/**
 * A play session ends after this long without a round. The one source of the number: the round's
 * commit receives it as a parameter (games' commitRound passes it to game_round_commit, which
 * hands it to responsible_round_check in sql/responsible_round_check.sql).
 */
export const PLAY_SESSION_GAP_MS = 30 * 60_000;

export async function setRealityCheck(
  db: Db,
  input: { userId: bigint; minutes: number | null; now: Date },
): Promise<TResponsibleStatus> {
  await db.transaction(async (tx) => {
    const before = (await loadProfile(tx, input.userId))?.realityCheckMinutes ?? null;
    await tx
      .insert(responsibleProfiles)
      .values({ userId: input.userId, realityCheckMinutes: input.minutes, realityCheckAckAt: input.now, updatedAt: input.now })
      .onConflictDoUpdate({
        target: responsibleProfiles.userId,
        set: { realityCheckMinutes: input.minutes, realityCheckAckAt: input.now, updatedAt: input.now },
      });
    await recordChange(tx, {
      userId: input.userId,
      actor: 'member',
      action: 'reality',
      before: { minutes: before },
      after: { minutes: input.minutes },
      now: input.now,
    });
  });
  return getStatus(db, input.userId, input.now);
}

/** Time played and net result since the play session started, from the game records. */
export async function realityCheck(db: Db, input: { userId: bigint; now: Date }): Promise<TRealityCheck> {
  const profile = await loadProfile(db, input.userId);
  const minutes = profile?.realityCheckMinutes ?? null;
  const sessionLive = profile?.lastRoundAt && input.now.getTime() - profile.lastRoundAt.getTime() < PLAY_SESSION_GAP_MS;
  const started = sessionLive ? profile.sessionStartedAt : null;
  let bet = 0;
  let win = 0;
  if (started) {
    const [row] = rowsOf<{ bet: string; win: string }>(
      await db.execute(sql`
        select coalesce(sum(bet), 0)::text as bet, coalesce(sum(win), 0)::text as win from game_records
        where user_id = ${input.userId} and created_at >= ${started.toISOString()}::timestamptz`),
    );
    bet = Number(row?.bet ?? 0);
    win = Number(row?.win ?? 0);
  }
  const nextCheckAt =
    minutes !== null && sessionLive && profile.realityCheckAckAt
      ? new Date(profile.realityCheckAckAt.getTime() + minutes * 60_000)
      : null;
  return {
    intervalMinutes: minutes,
    sessionStartedAt: started?.toISOString() ?? null,
    minutesPlayed: started ? Math.floor((input.now.getTime() - started.getTime()) / 60_000) : 0,
    bet,
    win,
    net: win - bet,
    due: nextCheckAt !== null && nextCheckAt <= input.now,
    nextCheckAt: nextCheckAt?.toISOString() ?? null,
  };
}

/** The member has seen the figures: the next check is one interval from now. */
export async function acknowledgeRealityCheck(db: Db, input: { userId: bigint; now: Date }): Promise<TRealityCheck> {
  await db
    .update(responsibleProfiles)
    .set({ realityCheckAckAt: input.now, updatedAt: input.now })
    .where(eq(responsibleProfiles.userId, input.userId));
  return realityCheck(db, input);
}
