import type { TSettingDayBoard } from '@amigo/contract';
import {
  boardHash,
  chainRoot,
  GENESIS_ROOT,
  generateServerSeed,
  merklePath,
  settingCommitment,
  type MerkleStep,
} from '@amigo/games';
import { and, asc, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fairDayRoots, machines, machineSettingDays } from './schema.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../http/app-error.ts';
import { tokyoDate } from './tokyo-day.ts';

/**
 * A machine's setting is fixed per Tokyo business day and committed before the day starts:
 * `machine_setting_days` keeps (machine, day, setting, salt, sha256(machineId:day:setting:salt)).
 * The commitment is public from the moment it is sealed; the setting and salt only once the day is over.
 *
 * Sealing (docs/fairness.md, "The chain of day roots"): a day's board (every machine's
 * commitment) is sealed into one chained root in `fair_day_roots` (packages/games fair-chain.ts)
 * by the `fair-seal` job before the day starts (`sealAhead`: the next day from SEAL_AHEAD_MS
 * before midnight), or, if no job got there, by the first reader of the day (a round, the board,
 * the console). Sealing writes the rows of machines that have none (the setting carried from
 * their latest earlier day, or the machine's own for a machine never planned) and then the root,
 * in one transaction under the floor-plan lock, so racing processes agree on one board. Once a
 * day has its root, the database refuses any write to its rows
 * (sql/fair_day_roots_append_only.sql), and a round commits only on a sealed day's commitment
 * (sql/game_round_commit.sql): a machine not on the board does not play that day, and an
 * operator's change (a setting, a machine added) applies from the first day not yet sealed.
 *
 * Rounds read `machines.setting`, so before a machine's first round of the day the day's setting
 * is copied there; a round computed on yesterday's setting then fails the commit's optimistic
 * setting check and is computed again.
 *
 * Clocks: "today" is the server's Tokyo date; hosts are assumed NTP-synchronised (the only
 * window is their skew around midnight).
 */

type SettingDayRow = typeof machineSettingDays.$inferSelect;

/** The most machines one board or one floor pass covers (the console lists as many). */
const FLOOR_LIMIT = 2000;

function saltedRow(machineId: number, day: string, setting: number) {
  // 128 random bits: the six settings cannot be tried against the published hash.
  const salt = generateServerSeed().slice(0, 32);
  return { machineId, day, setting, salt, commitment: settingCommitment({ machineId, day, setting, salt }) };
}

/** The next Tokyo business day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The setting a day starts with when nobody planned it: the latest earlier day's, else the machine's own. */
async function carriedSettings(db: Db, day: string) {
  return rowsOf<{ id: number; setting: number }>(
    await db.execute(sql`
      select m.id, coalesce(
        (select s.setting from machine_setting_days s where s.machine_id = m.id and s.day < ${day}::date
         order by s.day desc limit 1),
        m.setting)::int as setting
      from machines m
      where not exists (select 1 from machine_setting_days s where s.machine_id = m.id and s.day = ${day}::date)
      order by m.id`),
  );
}

export type DayRoot = typeof fairDayRoots.$inferSelect;

/** How long before a day starts the `fair-seal` job seals it: the operators' plans for it close then. */
export const SEAL_AHEAD_MS = 2 * 3_600_000;

export async function dayRootOf(db: Db, day: string): Promise<DayRoot | undefined> {
  const [row] = await db.select().from(fairDayRoots).where(eq(fairDayRoots.day, day));
  return row;
}

/** The day's board as the chain hashes it: (machine, commitment) by machine id. */
export async function boardLeavesOf(db: Db, day: string): Promise<{ machineId: number; commitment: string }[]> {
  return db
    .select({ machineId: machineSettingDays.machineId, commitment: machineSettingDays.commitment })
    .from(machineSettingDays)
    .where(eq(machineSettingDays.day, day))
    .orderBy(asc(machineSettingDays.machineId));
}

/**
 * Seals `day`'s board (idempotent: answers the root if the day has one). Every machine without a
 * row for the day gets its carried setting committed, then the root over the whole board is
 * written, chained to the latest sealed day before it, all in one transaction under the
 * floor-plan lock (the operators' plans take it too, so no plan lands on a day being sealed and
 * two processes never seal one day twice). A day is never sealed after a later one: the chain runs
 * forward only.
 */
export async function sealDay(db: Db, day: string): Promise<DayRoot> {
  const sealed = await dayRootOf(db, day);
  if (sealed) return sealed;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('amigo:floor-plan'))`);
    const existing = await dayRootOf(tx, day);
    if (existing) return existing;
    const [later] = await tx.select({ day: fairDayRoots.day }).from(fairDayRoots).where(gt(fairDayRoots.day, day)).limit(1);
    // A clock behind the chain (or a plan made with one): nothing lands on a day behind a sealed one.
    if (later) throw new AppError('CONFLICT', { field: 'day' });
    await commitSettingDay(tx, day);
    const leaves = await boardLeavesOf(tx, day);
    const [previous] = await tx
      .select()
      .from(fairDayRoots)
      .where(lt(fairDayRoots.day, day))
      .orderBy(desc(fairDayRoots.day))
      .limit(1);
    const previousRoot = previous?.root ?? GENESIS_ROOT;
    const hash = boardHash(leaves);
    const [row] = await tx
      .insert(fairDayRoots)
      .values({
        day,
        previousDay: previous?.day ?? null,
        previousRoot,
        boardHash: hash,
        root: chainRoot({ previousRoot, boardHash: hash, day }),
        machines: leaves.length,
      })
      .returning();
    return row!;
  });
}

/**
 * The `fair-seal` job: seals today if nobody has (a server that was down at the time), and the
 * next day once it is less than SEAL_AHEAD_MS away, so its root is public before it starts.
 */
export async function sealAhead(db: Db, now: Date): Promise<DayRoot[]> {
  const sealed = [await sealDay(db, tokyoDate(now))];
  const tomorrow = tokyoDate(new Date(now.getTime() + SEAL_AHEAD_MS));
  if (tomorrow !== sealed[0]!.day) sealed.push(await sealDay(db, tomorrow));
  return sealed;
}

/**
 * The first business day an operator's change can still apply from: the first day after today
 * without a root (today is sealed first, so a change never lands on the day being played).
 * Call it under the floor-plan lock, as the plans do.
 */
export async function firstOpenDay(db: Db, now: Date): Promise<string> {
  let day = nextDay((await sealDay(db, tokyoDate(now))).day);
  while (await dayRootOf(db, day)) day = nextDay(day);
  return day;
}

/** Commits `day`'s setting for every machine that has no row yet (only while the day is not sealed). */
async function commitSettingDay(db: Db, day: string): Promise<void> {
  const missing = await carriedSettings(db, day);
  if (missing.length === 0) return;
  await db
    .insert(machineSettingDays)
    .values(missing.map((m) => saltedRow(m.id, day, m.setting)))
    .onConflictDoNothing();
}

async function settingDayOf(db: Db, machineId: number, day: string): Promise<SettingDayRow | undefined> {
  const [row] = await db
    .select()
    .from(machineSettingDays)
    .where(and(eq(machineSettingDays.machineId, machineId), eq(machineSettingDays.day, day)));
  return row;
}

/**
 * Seals the business day's board (if nobody has) and makes the machine play on its setting there
 * (`machines.setting`, which rounds read). Answers the day's setting, or undefined for a machine
 * that does not exist or is not on the day's board (added after it was sealed: it plays from the
 * next sealed day). Run before a day's first round on a machine (SettingDays below), before a
 * held feature is settled, and when a round finds the machine's setting off its commitment.
 */
export async function applyCommittedSetting(db: Db, machineId: number, now: Date): Promise<number | undefined> {
  const day = tokyoDate(now);
  await sealDay(db, day);
  const row = await settingDayOf(db, machineId, day);
  if (!row) return undefined;
  await db
    .update(machines)
    .set({ setting: row.setting })
    .where(and(eq(machines.id, machineId), ne(machines.setting, row.setting)));
  return row.setting;
}

/**
 * Remembers which machines already play on today's committed setting in this process, so a
 * round costs no extra query once its machine's day is applied. Bounded; cleared when full.
 */
export class SettingDays {
  private readonly applied = new Set<string>();
  constructor(private readonly limit = 100_000) {}

  /** Seals today's board (if nobody has) and makes the machine play on its setting there. */
  async applyToday(db: Db, machineId: number, now: Date): Promise<void> {
    const day = tokyoDate(now);
    const key = `${machineId}:${day}`;
    if (this.applied.has(key)) return;
    // No such machine, or not on today's board: the round answers that itself.
    if ((await applyCommittedSetting(db, machineId, now)) === undefined) return;
    if (this.applied.size >= this.limit) this.applied.clear();
    this.applied.add(key);
  }
}

/**
 * The data board for one day. Today is sealed first if nobody has, so the board is complete
 * before anyone plays; a day that has not started is not published here (INVALID_INPUT: a sealed
 * next day is in the chain feed), and a past day shows only the rows it had (machines added later
 * never played it).
 */
export async function settingDayBoard(db: Db, input: { day?: string | undefined; now: Date }): Promise<TSettingDayBoard> {
  const today = tokyoDate(input.now);
  const day = input.day ?? today;
  if (day > today) throw new AppError('INVALID_INPUT', { field: 'day' });
  if (day === today) await sealDay(db, today);
  const revealed = day < today;
  const rows = await db
    .select({ day: machineSettingDays, modelCode: machines.modelCode })
    .from(machineSettingDays)
    .innerJoin(machines, eq(machines.id, machineSettingDays.machineId))
    .where(eq(machineSettingDays.day, day))
    .orderBy(asc(machineSettingDays.machineId))
    .limit(FLOOR_LIMIT);
  return {
    day,
    revealed,
    machines: rows.map(({ day: row, modelCode }) => ({
      machineId: row.machineId,
      modelCode,
      commitment: row.commitment,
      setting: revealed ? row.setting : null,
      salt: revealed ? row.salt : null,
    })),
  };
}

/** Seconds after midnight within which a round may still have been computed on the day before (read, then commit). */
const MIDNIGHT_GRACE_MS = 60_000;

/**
 * A stored round's setting proof: the business day it played, the commitment it played on, that
 * day's chained root with the commitment's Merkle path to it, and the setting and salt once the
 * day is over. A round committed on the chain carries its commitment and root (game_records), so
 * the proof shows what the round was played under, not what the table says now: a row rewritten
 * later reveals a setting and salt that do not recompute the round's commitment. An older round's
 * day is the Tokyo date of the record; one committed just after midnight that was computed on the
 * previous day's setting (its read came before midnight) is matched to the previous day, whose
 * committed setting it carries.
 */
export async function settingProofOf(
  db: Db,
  input: { machineId: number; setting: number; createdAt: Date; now: Date; commitment: string | null; dayRoot: string | null },
): Promise<{
  settingDay: string;
  settingCommitment: string | null;
  setting: number | null;
  settingSalt: string | null;
  dayRoot: string | null;
  board: { previousRoot: string; boardHash: string; path: MerkleStep[] } | null;
}> {
  const recordDay = tokyoDate(input.createdAt);
  const days = [...new Set([recordDay, tokyoDate(new Date(input.createdAt.getTime() - MIDNIGHT_GRACE_MS))])];
  const [rows, roots] = await Promise.all([
    db
      .select()
      .from(machineSettingDays)
      .where(and(eq(machineSettingDays.machineId, input.machineId), inArray(machineSettingDays.day, days))),
    db.select().from(fairDayRoots).where(inArray(fairDayRoots.day, days)),
  ]);
  const carried = input.dayRoot ? roots.find((r) => r.root === input.dayRoot) : undefined;
  const row = carried
    ? rows.find((r) => r.day === carried.day)
    : (rows.find((r) => r.day === recordDay && r.setting === input.setting) ??
      rows.find((r) => r.setting === input.setting) ??
      rows.find((r) => r.day === recordDay));
  const settingDay = carried?.day ?? row?.day ?? recordDay;
  const root = carried ?? roots.find((r) => r.day === settingDay);
  const commitment = input.commitment ?? row?.commitment ?? null;
  const path = root && commitment ? merklePath(await boardLeavesOf(db, settingDay), input.machineId) : undefined;
  const over = settingDay < tokyoDate(input.now);
  return {
    settingDay,
    settingCommitment: commitment,
    setting: over && row ? row.setting : null,
    settingSalt: over && row ? row.salt : null,
    dayRoot: input.dayRoot ?? root?.root ?? null,
    board: root && path ? { previousRoot: root.previousRoot, boardHash: root.boardHash, path } : null,
  };
}

/**
 * Today's and the latest planned day's settings of each machine, for the console (today is sealed
 * first). `today` is null for a machine that is not on today's sealed board (added after it was
 * sealed): it plays from its first planned day, and counts in no average of today's floor.
 */
export async function floorSettingPlan(db: Db, now: Date): Promise<Map<number, { today: number | null; next: number }>> {
  const today = tokyoDate(now);
  await sealDay(db, today);
  const rows = await db
    .select()
    .from(machineSettingDays)
    .where(sql`${machineSettingDays.day} >= ${today}::date`)
    .orderBy(asc(machineSettingDays.machineId), asc(machineSettingDays.day))
    .limit(FLOOR_LIMIT * 4);
  const plan = new Map<number, { today: number | null; next: number }>();
  // Rows come by machine, then day: today's first when there is one, the latest planned last.
  for (const row of rows) {
    const known = plan.get(row.machineId);
    plan.set(row.machineId, { today: row.day === today ? row.setting : (known?.today ?? null), next: row.setting });
  }
  return plan;
}

/**
 * Plans a machine's setting from the first business day not yet sealed (the operator's change, a
 * machine added): the row is written (or rewritten) only while that day has no root; once it is
 * sealed its commitment is public and nothing changes it (the sealed-board trigger refuses, and
 * the floor-plan lock the caller holds keeps the seal from landing in between). Answers the day
 * it applies from.
 */
export async function planNextDaySetting(db: Db, input: { machineId: number; setting: number; now: Date }): Promise<string> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('amigo:floor-plan'))`);
  const day = await firstOpenDay(db, input.now);
  const row = saltedRow(input.machineId, day, input.setting);
  const written = await db
    .insert(machineSettingDays)
    .values(row)
    .onConflictDoUpdate({
      target: [machineSettingDays.machineId, machineSettingDays.day],
      set: { setting: row.setting, salt: row.salt, commitment: row.commitment, createdAt: sql`now()` },
      setWhere: sql`${machineSettingDays.day} > (now() at time zone 'Asia/Tokyo')::date`,
    })
    .returning({ day: machineSettingDays.day });
  if (written.length === 0) throw new AppError('CONFLICT', { field: 'setting' });
  return day;
}

/** The latest setting planned or committed for a machine before `day` (exclusive), for audits. */
export async function latestSettingBefore(db: Db, machineId: number, day: string): Promise<number | undefined> {
  const [row] = await db
    .select({ setting: machineSettingDays.setting })
    .from(machineSettingDays)
    .where(and(eq(machineSettingDays.machineId, machineId), lt(machineSettingDays.day, day)))
    .orderBy(desc(machineSettingDays.day))
    .limit(1);
  return row?.setting;
}
