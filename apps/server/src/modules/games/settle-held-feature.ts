import { createFairRandom, playRound as playModelRound, type MachineState } from '@amigo/games';
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { machineClaims, machines, playerSeats } from './schema.ts';
import { sendLetter } from '../letters/index.ts';
import { ensureUserWallet, systemAccount } from '../wallet/index.ts';
import { modelOrThrow } from './catalogue.ts';
import { ensureActiveSeed } from './fairness.ts';
import { commitRound, ROUND_CONFLICT, type RoundInputs } from './play-round.ts';
import { sqlStateOf } from './sql-state.ts';
import { applyCommittedSetting } from './setting-days.ts';

/**
 * A feature is bounded in practice (a BIG is 24 games, a rush a few hundred draws), but one
 * settlement still puts a limit on the rounds it plays in one transaction; a longer feature is
 * simply continued by the next run, from where this one committed.
 */
const MAX_ROUNDS_PER_SETTLEMENT = 2_000;
/** Holds the job settles per run; the rest wait for the next run. */
const MAX_HOLDS_PER_RUN = 50;
/** A settlement races only the owner's own late round or another settler; each retry reads afresh. */
const MAX_ATTEMPTS = 3;

export interface SettledFeature {
  machineId: number;
  ownerUserId: bigint;
  rounds: number;
  bet: number;
  win: number;
  /** Whether the feature reached its end (false only when MAX_ROUNDS_PER_SETTLEMENT cut it). */
  finished: boolean;
}

/**
 * Plays out an owner's open feature once their hold has ended (docs/decisions/0006): the server
 * plays on exactly as the owner would have, from their committed seed pair and next nonces, with
 * the bet of their last round there, until the machine is back in its base state. Each round is
 * an ordinary round (record, ledger through `game_round_commit`, so recall and the verifier see
 * it) played as the feature's own; all of them, the freed seat, the machine's freed claim and the
 * owner's station letter are one transaction. The feature is the owner's seat row (`player_seats`);
 * the machine's claim row (`machine_claims`) is locked first and written twice (the seat goes, the
 * claim is freed), the two writes of a settlement that touch a row not keyed by the owner. The
 * static `machines` row is only read. Answers null when the machine
 * has no ended hold.
 */
export async function settleHeldFeature(db: Db, input: { machineId: number }): Promise<SettledFeature | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => settleInTransaction(tx, input.machineId));
    } catch (error) {
      if (sqlStateOf(error) !== ROUND_CONFLICT || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/** The settlement job: every hold that has ended (the owners' seat rows), oldest first, bounded per run. */
export async function settleEndedHolds(db: Db): Promise<SettledFeature[]> {
  const due = await db
    .select({ id: playerSeats.machineId })
    .from(playerSeats)
    .where(and(isNotNull(playerSeats.state), lte(playerSeats.heldUntil, sql`now()`)))
    .orderBy(asc(playerSeats.heldUntil))
    .limit(MAX_HOLDS_PER_RUN);
  const settled: SettledFeature[] = [];
  for (const { id } of due) {
    const done = await settleHeldFeature(db, { machineId: id });
    if (done) settled.push(done);
  }
  return settled;
}

async function settleInTransaction(db: Db, machineId: number): Promise<SettledFeature | null> {
  // The claim's row lock makes a concurrent settler, a take-over or the owner's return wait for
  // this one; the owner's seat row lock makes their own late round wait too. A machine nobody
  // ever sat at has no claim row, so nothing to settle.
  const [claim] = await db.select().from(machineClaims).where(eq(machineClaims.machineId, machineId)).for('update');
  const ownerUserId = claim?.heldForUserId ?? claim?.occupantUserId ?? null;
  if (!claim || ownerUserId === null) return null;
  const ownerSeat = and(eq(playerSeats.userId, ownerUserId), eq(playerSeats.machineId, machineId));
  const [seat] = await db
    .select()
    .from(playerSeats)
    .where(and(ownerSeat, isNotNull(playerSeats.state), lte(playerSeats.heldUntil, sql`now()`)))
    .for('update');
  if (!seat || seat.state === null) return null;
  const now = new Date();
  // The feature plays out on the machine's setting committed for today (a hold may outlast the
  // business day on which the feature began, and nobody may have played the machine since).
  if ((await applyCommittedSetting(db, machineId, now)) === undefined) return null;
  const [machine] = await db.select().from(machines).where(eq(machines.id, machineId));
  if (!machine) return null;
  const model = modelOrThrow(machine.modelCode);
  // An owner still seated has been idle for their whole hold: the seat goes with the feature.
  if (seat.seatedAt !== null) {
    await db.update(playerSeats).set({ seatedAt: null }).where(ownerSeat);
    await db
      .update(machineClaims)
      .set({ occupantUserId: null, heldForUserId: ownerUserId })
      .where(eq(machineClaims.machineId, machineId));
  }
  const seed = await ensureActiveSeed(db, ownerUserId);
  const bet = await lastBet(db, ownerUserId, machineId, model.betOptions[0]!);
  const accounts = {
    wallet: await ensureUserWallet(db, ownerUserId),
    gameBank: await systemAccount(db, 'game_bank', ownerUserId),
  };
  let state: MachineState = seat.state;
  let nonce = seed.nonce;
  let roundsSinceBonus = seat.roundsSinceBonus;
  const totals = { rounds: 0, bet: 0, win: 0 };
  while (state !== null && totals.rounds < MAX_ROUNDS_PER_SETTLEMENT) {
    const round: RoundInputs = {
      machine_id: machineId,
      model_code: model.code,
      setting: machine.setting,
      state,
      status: machine.status,
      occupant_user_id: null,
      rounds_since_bonus: roundsSinceBonus,
      seed_id: seed.id.toString(),
      server_seed: seed.serverSeed,
      server_seed_hash: seed.serverSeedHash,
      client_seed: seed.clientSeed,
      nonce,
      previous_id: null,
    };
    const random = createFairRandom({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce });
    const result = playModelRound(model, { setting: machine.setting, state, bet, random });
    await commitRound(
      db,
      {
        userId: ownerUserId,
        idempotencyKey: `feature:${machineId}:${seed.id}:${nonce}`,
        now,
        accounts,
        holdSeconds: 0,
        settling: true,
      },
      round,
      result,
    );
    totals.rounds += 1;
    totals.bet += result.bet;
    totals.win += result.win;
    roundsSinceBonus = result.events.length > 0 ? 0 : roundsSinceBonus + result.spins;
    nonce += 1;
    state = result.state;
  }
  const finished = state === null;
  if (finished) {
    // The feature is over: the owner's row goes and the machine is free, keeping its count for the board.
    await db.delete(playerSeats).where(ownerSeat);
    await db
      .update(machineClaims)
      .set({ heldForUserId: null, roundsSinceBonus, lastPlayedAt: sql`now()` })
      .where(eq(machineClaims.machineId, machineId));
    await sendLetter(db, {
      to: { userId: ownerUserId },
      content: {
        template: 'featureSettled',
        params: { machineId, rounds: totals.rounds, bet: totals.bet, win: totals.win, net: totals.win - totals.bet },
      },
      dedupeKey: `feature-settled:${machineId}:${seed.id}:${nonce}`,
      now,
    });
  }
  return { machineId, ownerUserId, ...totals, finished };
}

/** The stake the owner was playing at this machine (their last round there). */
async function lastBet(db: Db, userId: bigint, machineId: number, fallback: number): Promise<number> {
  const [row] = rowsOf<{ bet: string }>(
    await db.execute(sql`
      select bet::text as bet from game_records
      where user_id = ${userId} and machine_id = ${machineId}
      order by id desc limit 1`),
  );
  return row ? Number(row.bet) : fallback;
}
