import type { Language, TGameRecord } from '@amigo/contract';
import { MODELS } from '@amigo/games';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fairSeeds, gameRecords } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { settingProofOf } from './setting-days.ts';
import { tokyoRange } from './tokyo-day.ts';

type RecordRow = typeof gameRecords.$inferSelect;

interface RecordFilter {
  userId: bigint;
  from?: string | undefined;
  to?: string | undefined;
  modelCode?: string | undefined;
}

function whereOf(filter: RecordFilter): SQL | undefined {
  const { start, end } = tokyoRange(filter.from, filter.to);
  return and(
    eq(gameRecords.userId, filter.userId),
    ...(start ? [gte(gameRecords.createdAt, start)] : []),
    ...(end ? [lt(gameRecords.createdAt, end)] : []),
    ...(filter.modelCode ? [eq(gameRecords.modelCode, filter.modelCode)] : []),
  );
}

export function recordToDto(row: RecordRow, lang: Language): TGameRecord {
  const model = MODELS.find((m) => m.code === row.modelCode);
  return {
    id: row.id.toString(),
    gameName: model?.names[lang] ?? row.modelCode,
    modelCode: row.modelCode,
    type: model?.type ?? 'slot',
    machineId: row.machineId,
    betAmount: Number(row.bet),
    winningAmount: Number(row.win),
    profitLoss: Number(row.win - row.bet),
    spins: row.spins,
    bonuses: row.bonuses as TGameRecord['bonuses'],
    createdOn: row.createdAt.toISOString(),
    settingCommitment: row.settingCommitment,
    dayRoot: row.dayRoot,
  };
}

export async function listGameRecords(db: Db, input: RecordFilter & { pageNum: number; pageSize: number; lang: Language }) {
  const where = whereOf(input);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(gameRecords)
      .where(where)
      .orderBy(desc(gameRecords.createdAt), desc(gameRecords.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(gameRecords).where(where),
  ]);
  return {
    list: rows.map((row) => recordToDto(row, input.lang)),
    total: total?.n ?? 0,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}

/** Totals over the same filter: bet, win, profit/loss (win − bet, the member's side) and count. */
export async function countGameRecords(db: Db, filter: RecordFilter) {
  const [row] = await db
    .select({
      bet: sql<string>`coalesce(sum(${gameRecords.bet}), 0)::text`,
      win: sql<string>`coalesce(sum(${gameRecords.win}), 0)::text`,
      n: count(),
    })
    .from(gameRecords)
    .where(whereOf(filter));
  const bet = Number(row?.bet ?? 0);
  const win = Number(row?.win ?? 0);
  return { betAmount: bet, winningAmount: win, profitLoss: win - bet, count: row?.n ?? 0 };
}

/**
 * One of the member's rounds with its proof. The server seed is revealed once the member has
 * rotated past that seed pair; the machine's setting (with the salt of its day's commitment) once
 * the round's business day is over. Before, the proof shows the commitments only, so nobody can
 * compute upcoming rounds or read today's setting.
 */
export async function roundWithProof(db: Db, input: { userId: bigint; recordId: string; lang: Language; now: Date }) {
  const [row] = await db
    .select({ record: gameRecords, seed: fairSeeds })
    .from(gameRecords)
    // The seed is the record's member's: the join is by (user_id, id), the seeds' key.
    .innerJoin(fairSeeds, and(eq(fairSeeds.userId, gameRecords.userId), eq(fairSeeds.id, gameRecords.seedId)))
    .where(and(eq(gameRecords.id, BigInt(input.recordId)), eq(gameRecords.userId, input.userId)));
  if (!row) throw new AppError('NOT_FOUND', { field: 'recordId' });
  const revealed = !row.seed.active;
  const settingProof = await settingProofOf(db, {
    machineId: row.record.machineId,
    setting: row.record.setting,
    createdAt: row.record.createdAt,
    now: input.now,
    commitment: row.record.settingCommitment,
    dayRoot: row.record.dayRoot,
  });
  return {
    ...recordToDto(row.record, input.lang),
    display: row.record.display,
    proof: {
      serverSeedHash: row.seed.serverSeedHash,
      clientSeed: row.seed.clientSeed,
      nonce: row.record.nonce,
      serverSeed: revealed ? row.seed.serverSeed : null,
      stateBefore: row.record.stateBefore ?? null,
      ...settingProof,
    },
  };
}
