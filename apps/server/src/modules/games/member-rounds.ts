import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameRecords } from './schema.ts';

export interface MemberRound {
  id: bigint;
  machineId: number;
  modelCode: string;
  bet: bigint;
  win: bigint;
  createdAt: Date;
}

/** A page of a member's rounds, newest first, and how many there are (the console's member screen). */
export async function listMemberRounds(
  db: Db,
  input: { userId: bigint; limit: number; offset: number },
): Promise<{ rows: MemberRound[]; total: number }> {
  const where = eq(gameRecords.userId, input.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: gameRecords.id,
        machineId: gameRecords.machineId,
        modelCode: gameRecords.modelCode,
        bet: gameRecords.bet,
        win: gameRecords.win,
        createdAt: gameRecords.createdAt,
      })
      .from(gameRecords)
      .where(where)
      .orderBy(desc(gameRecords.createdAt))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(gameRecords).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
