import type { Language, TMachine } from '@amigo/contract';
import { and, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hallMachineBonuses, hallMachineDays, machineFloor, type FloorMachine } from './hall-views.ts';
import { gameFavorites } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { allModels, gameToDto, modelOrThrow, type ModelFloorFigures } from './catalogue.ts';
import { heldForSomeoneElse, seatIsHeld } from './seat-state.ts';
import { tokyoDate } from './tokyo-day.ts';

/** A machine with its holder's seat row (view `machine_floor`): the seat, the open feature, the rounds since bonus. */
type MachineRow = FloorMachine;

/**
 * A machine as one member sees it. A machine waiting for another member's open feature is
 * "held" (never free, never a hint of what waits there); its owner sees it as theirs.
 */
function machineStatus(row: MachineRow, userId: bigint | null, now: Date, idleSeconds: number): TMachine['status'] {
  if (row.status === 'out_of_service') return 'out_of_service';
  const seated = row.occupantUserId !== null && seatIsHeld(row, now, idleSeconds);
  if (seated) return row.occupantUserId === userId ? 'yours' : 'occupied';
  if (row.heldForUserId !== null) return heldForSomeoneElse(row, userId) ? 'held' : 'yours';
  return 'free';
}

/** Only the feature's own player learns that a feature is open (issue 18: `inBonus` is no hint to others). */
function inOwnFeature(row: MachineRow, userId: bigint): boolean {
  return row.state !== null && (row.heldForUserId === userId || row.occupantUserId === userId);
}

/** Counts of machines, free machines and plays over 7 days, per model. */
export async function modelFigures(db: Db, now: Date, idleSeconds: number): Promise<Map<string, ModelFloorFigures>> {
  const [floor, plays] = await Promise.all([
    db.select().from(machineFloor),
    db
      .select({ modelCode: hallMachineDays.modelCode, plays: sql<number>`sum(${hallMachineDays.plays})::int` })
      .from(hallMachineDays)
      .where(gte(hallMachineDays.day, tokyoDate(now, 6)))
      .groupBy(hallMachineDays.modelCode),
  ]);
  const figures = new Map<string, ModelFloorFigures>();
  for (const model of allModels()) figures.set(model.code, { machines: 0, freeMachines: 0, playsLast7Days: 0 });
  for (const row of floor) {
    const entry = figures.get(row.modelCode);
    if (!entry) continue;
    entry.machines += 1;
    if (machineStatus(row, null, now, idleSeconds) === 'free') entry.freeMachines += 1;
  }
  for (const row of plays) {
    const entry = figures.get(row.modelCode);
    if (entry) entry.playsLast7Days = row.plays;
  }
  return figures;
}

export type GameListOrder = 'popular' | 'latest' | 'catalogue';

export async function listGames(
  db: Db,
  input: { lang: Language; order: GameListOrder; limit?: number; type?: string; now: Date; idleSeconds: number },
) {
  const figures = await modelFigures(db, input.now, input.idleSeconds);
  const games = allModels()
    .filter((model) => !input.type || model.type === input.type)
    .map((model) => gameToDto(model, input.lang, figures.get(model.code)!));
  if (input.order === 'popular') {
    games.sort((a, b) => b.playsLast7Days - a.playsLast7Days || b.releasedOn.localeCompare(a.releasedOn));
  } else if (input.order === 'latest') {
    games.sort((a, b) => b.releasedOn.localeCompare(a.releasedOn) || a.code.localeCompare(b.code));
  }
  return input.limit ? games.slice(0, input.limit) : games;
}

export async function listFavoriteGames(db: Db, input: { userId: bigint; lang: Language; now: Date; idleSeconds: number }) {
  const rows = await db
    .select({ modelCode: gameFavorites.modelCode })
    .from(gameFavorites)
    .where(eq(gameFavorites.userId, input.userId));
  const codes = new Set(rows.map((r) => r.modelCode));
  const games = await listGames(db, { lang: input.lang, order: 'catalogue', now: input.now, idleSeconds: input.idleSeconds });
  return games.filter((g) => codes.has(g.code));
}

export async function setFavorite(db: Db, input: { userId: bigint; modelCode: string; favorite: boolean }) {
  modelOrThrow(input.modelCode);
  if (input.favorite) {
    await db.insert(gameFavorites).values({ userId: input.userId, modelCode: input.modelCode }).onConflictDoNothing();
  } else {
    await db
      .delete(gameFavorites)
      .where(and(eq(gameFavorites.userId, input.userId), eq(gameFavorites.modelCode, input.modelCode)));
  }
  return { modelCode: input.modelCode, favorite: input.favorite };
}

interface FloorInput {
  userId: bigint;
  lang: Language;
  now: Date;
  idleSeconds: number;
  type?: string | undefined;
  modelCode?: string | undefined;
  favoritesOnly?: boolean;
  freeOnly?: boolean;
}

/**
 * Today's and yesterday's rounds and bonuses per machine (the rollup and the recent records
 * summed), and the rounds of every day from `since` of one machine.
 */
function dayCounters(db: Db, where: SQL | undefined) {
  return db
    .select({
      machineId: hallMachineDays.machineId,
      day: hallMachineDays.day,
      rounds: sql<number>`sum(${hallMachineDays.rounds})::int`,
      bonuses: sql<number>`sum(${hallMachineDays.bonuses})::int`,
    })
    .from(hallMachineDays)
    .where(where)
    .groupBy(hallMachineDays.machineId, hallMachineDays.day);
}

/** The floor with each machine's board: today's and yesterday's counters from `hall_machine_days`. */
export async function listFloor(db: Db, input: FloorInput): Promise<TMachine[]> {
  const today = tokyoDate(input.now);
  const yesterday = tokyoDate(input.now, 1);
  const [rows, days, favorites] = await Promise.all([
    db.select().from(machineFloor).orderBy(machineFloor.id),
    dayCounters(db, inArray(hallMachineDays.day, [today, yesterday])),
    input.favoritesOnly
      ? db.select({ modelCode: gameFavorites.modelCode }).from(gameFavorites).where(eq(gameFavorites.userId, input.userId))
      : Promise.resolve([]),
  ]);
  const favoriteCodes = new Set(favorites.map((f) => f.modelCode));
  const dayOf = (machineId: number, day: string) => days.find((d) => d.machineId === machineId && d.day === day);
  const models = new Map(allModels().map((m) => [m.code, m]));
  const list: TMachine[] = [];
  for (const row of rows) {
    const model = models.get(row.modelCode);
    if (!model) continue;
    if (input.type && model.type !== input.type) continue;
    if (input.modelCode && model.code !== input.modelCode) continue;
    if (input.favoritesOnly && !favoriteCodes.has(model.code)) continue;
    const status = machineStatus(row, input.userId, input.now, input.idleSeconds);
    // "Free only" lists where the member can sit: free machines and the one they already hold.
    if (input.freeOnly && status !== 'free' && status !== 'yours') continue;
    list.push({
      machineId: row.id,
      modelCode: model.code,
      type: model.type,
      name: model.names[input.lang],
      status,
      roundsToday: dayOf(row.id, today)?.rounds ?? 0,
      roundsSinceBonus: row.roundsSinceBonus,
      bonusesToday: dayOf(row.id, today)?.bonuses ?? 0,
      bonusesYesterday: dayOf(row.id, yesterday)?.bonuses ?? 0,
      inBonus: inOwnFeature(row, input.userId),
    });
  }
  return list;
}

/** One machine's board: the floor entry plus its recent bonuses and last 7 days. */
export async function machineDetail(db: Db, input: { machineId: number } & Omit<FloorInput, 'type' | 'modelCode'>) {
  const [row] = await db.select().from(machineFloor).where(eq(machineFloor.id, input.machineId));
  if (!row) throw new AppError('MACHINE_NOT_FOUND', { field: 'machineId' });
  const model = modelOrThrow(row.modelCode);
  const [history, days] = await Promise.all([
    db
      .select()
      .from(hallMachineBonuses)
      .where(eq(hallMachineBonuses.machineId, row.id))
      .orderBy(desc(hallMachineBonuses.createdAt), desc(hallMachineBonuses.seq))
      .limit(20),
    dayCounters(db, and(eq(hallMachineDays.machineId, row.id), gte(hallMachineDays.day, tokyoDate(input.now, 6)))),
  ]);
  const dayList = Array.from({ length: 7 }, (_, i) => tokyoDate(input.now, 6 - i)).map((date) => {
    const d = days.find((x) => x.day === date);
    return { date, rounds: d?.rounds ?? 0, bonuses: d?.bonuses ?? 0 };
  });
  return {
    machineId: row.id,
    modelCode: model.code,
    type: model.type,
    name: model.names[input.lang],
    status: machineStatus(row, input.userId, input.now, input.idleSeconds),
    roundsToday: dayList[6]!.rounds,
    roundsSinceBonus: row.roundsSinceBonus,
    bonusesToday: dayList[6]!.bonuses,
    bonusesYesterday: dayList[5]!.bonuses,
    inBonus: inOwnFeature(row, input.userId),
    history: history.map((h) => ({
      kind: h.kind,
      payout: Number(h.payout),
      roundsBefore: h.roundsBefore,
      at: h.createdAt.toISOString(),
    })),
    days: dayList,
  };
}
