import type { Language, TRoundRecall } from '@amigo/contract';
import { recallRound as replayRound } from '@amigo/games';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fairSeeds, gameRecords } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { recordToDto } from './records.ts';

const UNIT_KIND = { slot: 'free_spin', pachinko: 'draw', pachislot: 'none' } as const;

/**
 * Game recall (issue 18 §4): one of the member's rounds in full, every free spin or draw, paged.
 * The record stores what the screen got (at most 50 spins or draws); the rest is recomputed
 * from the round's committed seed pair, nonce, setting and state before, with the same
 * packages/games code that played it, so nothing more needs storing and the answer is exactly
 * the round that was paid. A replay that does not give the stored win is a fault of the hall,
 * never shown as the round: it answers 500 and is logged. The server seed and the setting stay
 * hidden (the units reveal only what the round already showed).
 */
export async function recallGameRound(
  db: Db,
  input: { userId: bigint; recordId: string; pageNum: number; pageSize: number; lang: Language },
): Promise<TRoundRecall> {
  const [row] = await db
    .select({ record: gameRecords, serverSeed: fairSeeds.serverSeed, clientSeed: fairSeeds.clientSeed })
    .from(gameRecords)
    // The seed is the record's member's: the join is by (user_id, id), the seeds' key.
    .innerJoin(fairSeeds, and(eq(fairSeeds.userId, gameRecords.userId), eq(fairSeeds.id, gameRecords.seedId)))
    .where(and(eq(gameRecords.id, BigInt(input.recordId)), eq(gameRecords.userId, input.userId)));
  if (!row) throw new AppError('NOT_FOUND', { field: 'recordId' });
  const { record } = row;
  const dto = recordToDto(record, input.lang);
  const replayed = replayRound({
    model: record.modelCode,
    setting: record.setting,
    state: record.stateBefore ?? null,
    bet: Number(record.bet),
    serverSeed: row.serverSeed,
    clientSeed: row.clientSeed,
    nonce: record.nonce,
  });
  if (BigInt(replayed.result.win) !== record.win || replayed.result.spins !== record.spins) {
    throw new Error(`game record ${record.id}: the replay does not give the stored outcome`);
  }
  const start = (input.pageNum - 1) * input.pageSize;
  return {
    ...dto,
    unitKind: UNIT_KIND[dto.type],
    display: record.display,
    units: {
      list: replayed.units.slice(start, start + input.pageSize),
      total: replayed.units.length,
      pageNum: input.pageNum,
      pageSize: input.pageSize,
    },
  };
}
