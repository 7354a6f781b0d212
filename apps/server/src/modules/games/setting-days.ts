import type { TSettingDayBoard } from '@amigo/contract';
import { generateServerSeed, settingCommitment } from '@amigo/games';
import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { machines, machineSettingDays } from './schema.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../http/app-error.ts';
import { tokyoDate } from './tokyo-day.ts';

/**
 * A machine's setting is fixed per Tokyo business day and committed when the day starts:
 * `machine_setting_days` keeps (machine, day, setting, salt, sha256(machineId:day:setting:salt)).
 * The commitment is public from the day's start; the setting and salt only once the day is over.
 *
 * The day's row is written lazily by the first reader of the day (a round, the data board, the
 * console) with INSERT … ON CONFLICT DO NOTHING, so racing processes agree on one row. Its setting
 * is the machine's latest earlier day's setting (or the operator's row written for this day
 * beforehand). Rounds read `machines.setting`, so before a machine's first round of the day the
 * day's setting is copied there; a round computed on yesterday's setting then fails the commit's
 * optimistic setting check and is computed again.
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
async function carriedSettings(db: Db, day: string, machineIds?: number[]) {
  return rowsOf<{ id: number; setting: number }>(
    await db.execute(sql`
      select m.id, coalesce(
        (select s.setting from machine_setting_days s where s.machine_id = m.id and s.day < ${day}::date
         order by s.day desc limit 1),
        m.setting)::int as setting
      from machines m
      where ${machineIds ? sql`m.id = any(${`{${machineIds.join(',')}}`}::int[])` : sql`true`}
        and not exists (select 1 from machine_setting_days s where s.machine_id = m.id and s.day = ${day}::date)
      order by m.id
      limit ${FLOOR_LIMIT}`),
  );
}

/** Commits `day`'s setting for the given machines (all machines when omitted) that have no row yet. */
export async function commitSettingDay(db: Db, day: string, machineIds?: number[]): Promise<void> {
  const missing = await carriedSettings(db, day, machineIds);
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
 * Commits the business day's setting of the machine (if nobody has) and makes the machine play on
 * it (`machines.setting`, which rounds read). Answers the day's setting, or undefined for a machine
 * that does not exist. Run before a day's first round on a machine (SettingDays below), before a
 * held feature is settled, and when a round finds the machine's setting off its commitment.
 */
export async function applyCommittedSetting(db: Db, machineId: number, now: Date): Promise<number | undefined> {
  const day = tokyoDate(now);
  await commitSettingDay(db, day, [machineId]);
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

  /** Commits today's setting of the machine (if nobody has) and makes the machine play on it. */
  async applyToday(db: Db, machineId: number, now: Date): Promise<void> {
    const day = tokyoDate(now);
    const key = `${machineId}:${day}`;
    if (this.applied.has(key)) return;
    // No such machine: the round answers that itself.
    if ((await applyCommittedSetting(db, machineId, now)) === undefined) return;
    if (this.applied.size >= this.limit) this.applied.clear();
    this.applied.add(key);
  }
}

/**
 * The data board for one day. Today's commitments are written first if missing, so the board is
 * complete before anyone plays; a day that has not started is not published (INVALID_INPUT), and
 * a past day shows only the rows it had (machines added later never played it).
 */
export async function settingDayBoard(db: Db, input: { day?: string | undefined; now: Date }): Promise<TSettingDayBoard> {
  const today = tokyoDate(input.now);
  const day = input.day ?? today;
  if (day > today) throw new AppError('INVALID_INPUT', { field: 'day' });
  if (day === today) await commitSettingDay(db, today);
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
 * A stored round's setting proof: the business day it played, that day's commitment, and the
 * setting and salt once the day is over. The day is the Tokyo date of the record; a round
 * committed just after midnight that was computed on the previous day's setting (its read came
 * before midnight) is matched to the previous day, whose committed setting it carries.
 */
export async function settingProofOf(
  db: Db,
  input: { machineId: number; setting: number; createdAt: Date; now: Date },
): Promise<{ settingDay: string; settingCommitment: string | null; setting: number | null; settingSalt: string | null }> {
  const recordDay = tokyoDate(input.createdAt);
  const days = [...new Set([recordDay, tokyoDate(new Date(input.createdAt.getTime() - MIDNIGHT_GRACE_MS))])];
  const rows = await db
    .select()
    .from(machineSettingDays)
    .where(and(eq(machineSettingDays.machineId, input.machineId), inArray(machineSettingDays.day, days)));
  const row =
    rows.find((r) => r.day === recordDay && r.setting === input.setting) ??
    rows.find((r) => r.setting === input.setting) ??
    rows.find((r) => r.day === recordDay);
  const settingDay = row?.day ?? recordDay;
  const over = settingDay < tokyoDate(input.now);
  return {
    settingDay,
    settingCommitment: row?.commitment ?? null,
    setting: over && row ? row.setting : null,
    settingSalt: over && row ? row.salt : null,
  };
}

/** Today's and the next day's settings of each machine, for the console (today's committed first). */
export async function floorSettingPlan(db: Db, now: Date): Promise<Map<number, { today: number; next: number }>> {
  const today = tokyoDate(now);
  await commitSettingDay(db, today);
  const rows = await db
    .select()
    .from(machineSettingDays)
    .where(sql`${machineSettingDays.day} >= ${today}::date`)
    .orderBy(asc(machineSettingDays.machineId), asc(machineSettingDays.day))
    .limit(FLOOR_LIMIT * 2);
  const plan = new Map<number, { today: number; next: number }>();
  for (const row of rows) {
    const known = plan.get(row.machineId);
    if (row.day === today) plan.set(row.machineId, { today: row.setting, next: known?.next ?? row.setting });
    else plan.set(row.machineId, { today: known?.today ?? row.setting, next: row.setting });
  }
  return plan;
}

/**
 * Plans a machine's setting for the next business day (the operator's change). The row is
 * written (or rewritten) only while that day has not started by the database's clock: once a
 * day has begun its commitment is public and nothing changes it. Answers the day it applies from.
 */
export async function planNextDaySetting(db: Db, input: { machineId: number; setting: number; now: Date }): Promise<string> {
  const day = nextDay(tokyoDate(input.now));
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
