import type { Language, TPlayResult } from '@amigo/contract';
import { createFairRandom, playRound as playModelRound, type MachineState, type RoundResult } from '@amigo/games';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../http/app-error.ts';
import { assertSameRequest } from '../../http/idempotent-request.ts';
import { ledgerLegsJson, type LedgerAccountRef } from '../wallet/index.ts';
import { assertNotBlocked, PLAY_SESSION_GAP_MS } from '../responsible/index.ts';
import { modelOrThrow } from './catalogue.ts';
import { ensureActiveSeed } from './fairness.ts';
import { applyCommittedSetting } from './setting-days.ts';
import { isUniqueViolation, sqlStateOf } from './sql-state.ts';

export interface PlayInput {
  userId: bigint;
  machineId: number;
  bet: number;
  idempotencyKey: string;
  lang: Language;
  now: Date;
  /** The member's wallet and their own game-bank row (resolved once and cached by the caller). */
  accounts: { wallet: LedgerAccountRef; gameBank: LedgerAccountRef };
  /** What this process knows of each member's machine after their last round (see `RoundMemory`). */
  memory?: RoundMemory;
  /** Seconds a feature this round leaves open stays held for the member after it (seat idle + feature hold). */
  holdSeconds: number;
}

/**
 * After a round commits, this process knows exactly what the next round at that seat starts
 * from (the seat row's state and rounds since bonus, the nonce), so it can skip the read. It is only ever a guess: the commit
 * re-checks all of it, and any change made elsewhere (another process, a seed rotation, the
 * operator re-setting the machine, the seat left) fails that check, drops the guess and the
 * round reads afresh. Bounded; cleared when full.
 */
export class RoundMemory {
  private readonly rounds = new Map<string, RoundInputs>();
  constructor(private readonly limit = 100_000) {}
  get(userId: bigint, machineId: number): RoundInputs | undefined {
    return this.rounds.get(`${userId}:${machineId}`);
  }
  set(userId: bigint, machineId: number, round: RoundInputs): void {
    if (this.rounds.size >= this.limit) this.rounds.clear();
    this.rounds.set(`${userId}:${machineId}`, round);
  }
  forget(userId: bigint, machineId: number): void {
    this.rounds.delete(`${userId}:${machineId}`);
  }
}

export interface RoundInputs {
  machine_id: number;
  model_code: string;
  setting: number;
  state: MachineState;
  status: string;
  occupant_user_id: string | null;
  rounds_since_bonus: number;
  seed_id: string | null;
  server_seed: string | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  nonce: number | null;
  /** An earlier round with this idempotency key. */
  previous_id: string | null;
}

/** SQLSTATEs raised by `game_round_commit` (sql/game_round_commit.sql; AH004–AH006 by responsible_round_check, AH007 by ledger_transfer_many). */
export const ROUND_CONFLICT = 'AH001';
const TRANSFER_REPLAYED = 'AH002';
const CANNOT_COVER_BET = 'AH003';
const BLOCKED = 'AH004';
const REALITY_CHECK_DUE = 'AH005';
const LOSS_LIMIT = 'AH006';
/** The machine's setting is not its business day's committed one (set behind the commitment). */
const SETTING_NOT_COMMITTED = 'AH008';
/** A member's own concurrent rounds can make the optimistic check fail; each retry reads afresh. */
const MAX_ATTEMPTS = 5;

/**
 * One play call. A round is read (machine, the member's seat row, seed pair, key) without locks,
 * computed with the model's maths, and committed by one statement, `game_round_commit`, which is
 * one transaction: it re-checks that the nonce, the seat row (seat, feature state) and the
 * machine's setting are still what the round was computed from, moves the bet and the win through
 * the ledger (the wallet must cover the bet before the win is paid), and writes the record (the
 * hall's day counters and bonus history are a rollup of the records: rollup-hall-figures.ts). It
 * writes only the member's rows; the machine row is read (docs/scale.md §4.1).
 * Anything refused undoes the whole statement: an unaffordable bet writes nothing, not even a
 * nonce. Two round trips per round and no BEGIN/COMMIT (docs/decisions/0006).
 *
 * The idempotency key makes a retried request answer the first result: a retry after the first
 * round committed sees its record when it reads; a concurrent duplicate loses the optimistic
 * check, reads again and finds it.
 */
export async function playRound(db: Db, input: PlayInput): Promise<TPlayResult> {
  const { memory } = input;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const remembered = attempt === 0 ? memory?.get(input.userId, input.machineId) : undefined;
    memory?.forget(input.userId, input.machineId);
    const round = remembered ?? (await readRound(db, input));
    if (round?.previous_id) return (await storedResult(db, input))!;
    if (!round || round.occupant_user_id !== input.userId.toString()) {
      throw new AppError('SEAT_REQUIRED', { field: 'machineId' });
    }
    if (round.status !== 'active') throw new AppError('MACHINE_OUT_OF_SERVICE', { field: 'machineId' });
    const model = modelOrThrow(round.model_code);
    if (!model.betOptions.includes(input.bet)) throw new AppError('BET_NOT_ALLOWED', { field: 'bet' });
    if (round.seed_id === null) {
      await ensureActiveSeed(db, input.userId);
      continue;
    }
    const random = createFairRandom({ serverSeed: round.server_seed!, clientSeed: round.client_seed!, nonce: round.nonce! });
    const result = playModelRound(model, { setting: round.setting, state: round.state, bet: input.bet, random });
    try {
      const written = await commitRound(db, { ...input, settling: false }, round, result);
      memory?.set(input.userId, input.machineId, {
        ...round,
        state: result.state,
        nonce: round.nonce! + 1,
        rounds_since_bonus: result.events.length > 0 ? 0 : round.rounds_since_bonus + result.spins,
        previous_id: null,
      });
      return toPlayResult(round, result, written, false);
    } catch (error) {
      const code = sqlStateOf(error);
      if (code === ROUND_CONFLICT) continue;
      if (code === SETTING_NOT_COMMITTED) {
        // Put the machine back on its committed setting, then compute the round again on it. A
        // machine not on today's sealed board (added after the seal) plays from its first sealed day.
        if ((await applyCommittedSetting(db, input.machineId, input.now)) === undefined) {
          throw new AppError('MACHINE_OUT_OF_SERVICE', { field: 'machineId' });
        }
        continue;
      }
      if (code === CANNOT_COVER_BET) throw new AppError('INSUFFICIENT_BALANCE', { field: 'bet' });
      if (code === REALITY_CHECK_DUE) throw new AppError('REALITY_CHECK_DUE');
      if (code === LOSS_LIMIT) throw new AppError('LOSS_LIMIT_REACHED', { field: 'bet' });
      if (code === BLOCKED) {
        await assertNotBlocked(db, { userId: input.userId, now: input.now });
        throw new AppError('SELF_EXCLUDED');
      }
      if (code === TRANSFER_REPLAYED || isUniqueViolation(error)) {
        const replayed = await storedResult(db, input);
        if (replayed) return replayed;
        throw new AppError('IDEMPOTENCY_KEY_REUSED', { field: 'idempotencyKey' });
      }
      throw error;
    }
  }
  throw new AppError('CONFLICT', { field: 'machineId' });
}

async function readRound(db: Db, input: PlayInput): Promise<RoundInputs | undefined> {
  const [round] = rowsOf<RoundInputs>(
    await db.execute(sql`select * from game_round_read(${input.userId}, ${input.machineId}, ${input.idempotencyKey})`),
  );
  return round;
}

export interface WrittenRound {
  record_id: string;
  balance: string;
  /** The sealed day, commitment and chained root the round was committed on (fair_day_roots). */
  setting_day: string;
  setting_commitment: string;
  day_root: string;
}

export interface CommitInput {
  userId: bigint;
  idempotencyKey: string;
  now: Date;
  accounts: { wallet: LedgerAccountRef; gameBank: LedgerAccountRef };
  holdSeconds: number;
  /** The server playing an absent owner's feature out (settle-held-feature.ts): no seat needed. */
  settling: boolean;
}

/**
 * The round's ledger legs. A new stake moves the bet, then the win. A round that continues an
 * open feature is the feature's own (decision 0006): one leg of its net, so the stake is paid
 * from what the round wins and a short balance never stops a won feature.
 */
function roundLegs(input: CommitInput, round: RoundInputs, result: RoundResult) {
  const key = `game:${input.userId}:${input.idempotencyKey}`;
  const { wallet, gameBank } = input.accounts;
  if (round.state !== null) {
    const net = BigInt(result.win) - BigInt(result.bet);
    if (net === 0n) return [];
    return net > 0n
      ? [{ id: `${key}:feature`, from: gameBank, to: wallet, amount: net, reason: 'feature_win', ref: key }]
      : [{ id: `${key}:feature`, from: wallet, to: gameBank, amount: -net, reason: 'feature_stake', ref: key }];
  }
  return [
    { id: `${key}:bet`, from: wallet, to: gameBank, amount: BigInt(result.bet), reason: 'bet', ref: key },
    ...(result.win > 0
      ? [{ id: `${key}:win`, from: gameBank, to: wallet, amount: BigInt(result.win), reason: 'win', ref: key }]
      : []),
  ];
}

/**
 * Commits one computed round through `game_round_commit` (sql/game_round_commit.sql); its
 * refusals raise with the SQLSTATEs above. The responsible-gaming checks inside it run on
 * `input.now` and the responsible module's PLAY_SESSION_GAP_MS, passed in (no clock or gap of their own).
 */
export async function commitRound(db: Db, input: CommitInput, round: RoundInputs, result: RoundResult): Promise<WrittenRound> {
  const { wallet } = input.accounts;
  // game_round_commit reads the wallet by its key under the round's member: it must be theirs.
  if (wallet.ownerUserId !== input.userId) throw new Error("a round moves only its own member's wallet");
  const legs = roundLegs(input, round, result);
  const [written] = rowsOf<WrittenRound>(
    await db.execute(sql`
      select record_id, balance, setting_day, setting_commitment, day_root from game_round_commit(
        ${input.userId}, ${round.machine_id}, ${round.model_code}, ${round.setting}::smallint, ${round.seed_id}::bigint,
        ${round.nonce}, ${jsonOrNull(round.state)}::jsonb, ${jsonOrNull(result.state)}::jsonb, ${result.bet}, ${result.win},
        ${result.spins}, ${pgArray(result.events.map((e) => e.kind))}::text[],
        ${pgArray(result.events.map((e) => String(e.payout)))}::bigint[], ${JSON.stringify(result.display)}::jsonb,
        ${input.idempotencyKey}, ${round.rounds_since_bonus}, ${ledgerLegsJson(legs)}::jsonb,
        ${wallet.id}, ${input.holdSeconds}, ${input.settling}, ${input.now.toISOString()}::timestamptz,
        make_interval(secs => ${PLAY_SESSION_GAP_MS / 1000}))`),
  );
  return written!;
}

/** An array literal of plain words (bonus kinds, integers): nothing in them needs quoting. */
function pgArray(items: readonly string[]): string {
  return `{${items.join(',')}}`;
}

function jsonOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

function toPlayResult(round: RoundInputs, result: RoundResult, written: WrittenRound, replayed: boolean): TPlayResult {
  return {
    recordId: written.record_id,
    machineId: round.machine_id,
    bet: result.bet,
    win: result.win,
    spins: result.spins,
    events: result.events.map((e) => ({ kind: e.kind, payout: e.payout })),
    display: result.display,
    state: result.state,
    balance: Number(written.balance),
    proof: {
      serverSeedHash: round.server_seed_hash!,
      clientSeed: round.client_seed!,
      nonce: round.nonce!,
      serverSeed: null,
      setting: null,
      stateBefore: round.state,
      settingDay: written.setting_day,
      settingCommitment: written.setting_commitment,
      dayRoot: written.day_root,
    },
    replayed,
  };
}

/** The answer of an earlier request with this key, rebuilt from its record (null if none). */
async function storedResult(db: Db, input: PlayInput): Promise<TPlayResult | null> {
  const [row] = rowsOf<{
    id: string;
    machine_id: number;
    bet: string;
    win: string;
    spins: number;
    bonuses: string[];
    display: Record<string, unknown>;
    state_before: MachineState;
    server_seed_hash: string;
    client_seed: string;
    nonce: number;
    machine_state: MachineState;
    balance: string | null;
    setting_commitment: string | null;
    day_root: string | null;
  }>(
    await db.execute(sql`
      select r.id::text as id, r.machine_id, r.bet::text as bet, r.win::text as win, r.spins, r.bonuses, r.display,
             r.state_before, s.server_seed_hash, s.client_seed, r.nonce, p.state as machine_state,
             r.setting_commitment, r.day_root,
             (select balance::text from ledger_accounts
              where owner_user_id = ${input.accounts.wallet.ownerUserId} and id = ${input.accounts.wallet.id}) as balance
      from game_records r
      join fair_seeds s on s.user_id = r.user_id and s.id = r.seed_id
      left join player_seats p on p.user_id = r.user_id and p.machine_id = r.machine_id
      where r.user_id = ${input.userId} and r.idempotency_key = ${input.idempotencyKey}`),
  );
  if (!row) return null;
  // The key names one round: replayed at another machine or with another bet it is 409, not this round.
  assertSameRequest({ machineId: row.machine_id, bet: BigInt(row.bet) }, { machineId: input.machineId, bet: BigInt(input.bet) });
  return {
    recordId: row.id,
    machineId: row.machine_id,
    bet: Number(row.bet),
    win: Number(row.win),
    spins: row.spins,
    // Payouts per bonus are on the machine's history board; the replay answers the kinds.
    events: row.bonuses.map((kind) => ({ kind: kind as TPlayResult['events'][number]['kind'], payout: 0 })),
    display: row.display,
    state: row.machine_state ?? null,
    balance: Number(row.balance ?? 0),
    proof: {
      serverSeedHash: row.server_seed_hash,
      clientSeed: row.client_seed,
      nonce: row.nonce,
      serverSeed: null,
      setting: null,
      stateBefore: row.state_before,
      settingCommitment: row.setting_commitment,
      dayRoot: row.day_root,
    },
    replayed: true,
  };
}
