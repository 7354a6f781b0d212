import type { TFairChain } from '@amigo/contract';
import { boardHash, chainRoot, GENESIS_ROOT, settingCommitment } from '@amigo/games';
import { asc, desc, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fairDayRoots, gameRecords, machineSettingDays } from './schema.ts';
import { sealDay } from './setting-days.ts';
import { tokyoDate } from './tokyo-day.ts';

/**
 * The public chain of sealed day boards (docs/fairness.md, "The chain of day roots"): the feed
 * outsiders copy, and the audit that recomputes it (`npm run fair:audit`). The roots are written
 * by setting-days.ts (`sealDay`) and never changed.
 */

/**
 * A page of the chain, oldest first: from `from` on, or the latest `limit` sealed days. Each day
 * has its root, its board (every machine's commitment) and, once the day is over, each setting
 * and salt. A sealed day that has not started is in the feed: that is the point of sealing ahead.
 */
export async function fairChainPage(db: Db, input: { from?: string | undefined; limit: number; now: Date }): Promise<TFairChain> {
  // Today is sealed first if no job or reader has yet (as the settings board does), so the feed always reaches today.
  await sealDay(db, tokyoDate(input.now));
  const roots = input.from
    ? await db
        .select()
        .from(fairDayRoots)
        .where(gte(fairDayRoots.day, input.from))
        .orderBy(asc(fairDayRoots.day))
        .limit(input.limit + 1)
    : (await db.select().from(fairDayRoots).orderBy(desc(fairDayRoots.day)).limit(input.limit)).reverse();
  const more = input.from !== undefined && roots.length > input.limit;
  const page = roots.slice(0, input.limit);
  const rows =
    page.length === 0
      ? []
      : await db
          .select()
          .from(machineSettingDays)
          .where(
            inArray(
              machineSettingDays.day,
              page.map((root) => root.day),
            ),
          )
          .orderBy(asc(machineSettingDays.day), asc(machineSettingDays.machineId));
  const today = tokyoDate(input.now);
  return {
    days: page.map((root) => {
      const revealed = root.day < today;
      return {
        day: root.day,
        previousDay: root.previousDay,
        previousRoot: root.previousRoot,
        boardHash: root.boardHash,
        root: root.root,
        sealedAt: root.sealedAt.toISOString(),
        revealed,
        machines: rows
          .filter((row) => row.day === root.day)
          .map((row) => ({
            machineId: row.machineId,
            commitment: row.commitment,
            setting: revealed ? row.setting : null,
            salt: revealed ? row.salt : null,
          })),
      };
    }),
    next: more ? roots[input.limit]!.day : null,
  };
}

export interface FairAuditReport {
  /** Sealed days checked, of which revealed (over). */
  days: number;
  revealedDays: number;
  /** Rounds checked against their day's board; rounds from before the chain (no root carried). */
  rounds: number;
  unchainedRounds: number;
  /** Every problem found, one line each; empty when the chain and every round hold. */
  problems: string[];
}

/** Rounds read per batch: the audit walks the whole history without holding it in memory. */
const ROUND_BATCH = 5000;

/**
 * Recomputes the chain from its first day and checks every round against it:
 * - each day's previous root is the root of the sealed day before it (64 zeros for the first),
 *   its board hash is the Merkle root of its machine_setting_days rows as they are now, and its
 *   root is sha256(previousRoot:boardHash:day);
 * - each commitment of a day that is over recomputes from its revealed setting and salt;
 * - each round that carries a root names a sealed day, its commitment is its machine's on that
 *   day's board, and (once the day is over) the setting it was played on recomputes that
 *   commitment with the day's salt. Rounds from before the chain carry no root: they are counted
 *   (`unchainedRounds`), their days were never sealed.
 * A setting, salt or commitment rewritten with database access (the triggers turned off) breaks
 * the board hash of its day; a rewritten root breaks every later day's link; a round played on a
 * rewritten setting breaks its own check.
 */
export async function auditFairChain(db: Db, now: Date): Promise<FairAuditReport> {
  const problems: string[] = [];
  const today = tokyoDate(now);
  const roots = await db.select().from(fairDayRoots).orderBy(asc(fairDayRoots.day));
  const boards = new Map<string, Map<number, typeof machineSettingDays.$inferSelect>>();
  let previous: (typeof roots)[number] | undefined;
  let revealedDays = 0;
  for (const root of roots) {
    const rows = await db
      .select()
      .from(machineSettingDays)
      .where(sql`${machineSettingDays.day} = ${root.day}::date`)
      .orderBy(asc(machineSettingDays.machineId));
    boards.set(root.day, new Map(rows.map((row) => [row.machineId, row])));
    const expectedPrevious = previous?.root ?? GENESIS_ROOT;
    if (root.previousRoot !== expectedPrevious || root.previousDay !== (previous?.day ?? null)) {
      problems.push(`day ${root.day}: not chained to ${previous ? `the root of ${previous.day}` : 'the genesis root'}`);
    }
    const hash = boardHash(rows);
    if (hash !== root.boardHash || rows.length !== root.machines) {
      problems.push(`day ${root.day}: the board (${rows.length} commitments) does not hash to the sealed board hash`);
    }
    if (chainRoot({ previousRoot: root.previousRoot, boardHash: root.boardHash, day: root.day }) !== root.root) {
      problems.push(`day ${root.day}: the root is not sha256(previousRoot:boardHash:day)`);
    }
    if (root.day < today) {
      revealedDays += 1;
      for (const row of rows) {
        const recomputed = settingCommitment({ machineId: row.machineId, day: root.day, setting: row.setting, salt: row.salt });
        if (recomputed !== row.commitment) {
          problems.push(`day ${root.day} machine ${row.machineId}: the revealed setting and salt do not give the commitment`);
        }
      }
    }
    previous = root;
  }

  const dayByRoot = new Map(roots.map((root) => [root.root, root.day]));
  let rounds = 0;
  let unchainedRounds = 0;
  // The cursor keeps created_at as the database's text: a JS Date would drop its microseconds and
  // the same rows would come back forever.
  let after: { createdAt: string; id: bigint } | undefined;
  for (;;) {
    const batch = await db
      .select({
        id: gameRecords.id,
        userId: gameRecords.userId,
        machineId: gameRecords.machineId,
        setting: gameRecords.setting,
        settingCommitment: gameRecords.settingCommitment,
        dayRoot: gameRecords.dayRoot,
        cursor: sql<string>`${gameRecords.createdAt}::text`,
      })
      .from(gameRecords)
      .where(
        after ? sql`(${gameRecords.createdAt}, ${gameRecords.id}) > (${after.createdAt}::timestamptz, ${after.id})` : undefined,
      )
      .orderBy(asc(gameRecords.createdAt), asc(gameRecords.id))
      .limit(ROUND_BATCH);
    if (batch.length === 0) break;
    for (const round of batch) {
      rounds += 1;
      const name = `round ${round.id} (member ${round.userId}, machine ${round.machineId})`;
      if (round.dayRoot === null) {
        unchainedRounds += 1;
        continue;
      }
      const day = dayByRoot.get(round.dayRoot);
      if (!day) {
        problems.push(`${name}: played under a root that is not in the chain`);
        continue;
      }
      const row = boards.get(day)?.get(round.machineId);
      if (!row || row.commitment !== round.settingCommitment) {
        problems.push(`${name}: its commitment is not its machine's on the sealed board of ${day}`);
        continue;
      }
      if (day < today) {
        const played = settingCommitment({ machineId: round.machineId, day, setting: round.setting, salt: row.salt });
        if (played !== round.settingCommitment)
          problems.push(`${name}: played a setting other than the one committed for ${day}`);
      }
    }
    const last = batch[batch.length - 1]!;
    after = { createdAt: last.cursor, id: last.id };
  }
  return { days: roots.length, revealedDays, rounds, unchainedRounds, problems };
}

/** A day as an outsider's copy of the feed keeps it (the feed's day, or its root alone). */
export interface CopiedChainDay {
  day: string;
  root: string;
  boardHash?: string;
  machines?: { machineId: number; commitment: string }[];
}

/**
 * Compares an outsider's copy of the feed with the chain as the database has it now: every
 * copied day must still be sealed with the same root and board hash, and every copied
 * commitment must still be on its board. A copy taken on any day catches a rewrite after it, even
 * one that recomputed the whole chain consistently.
 */
export async function compareWithCopy(db: Db, copy: CopiedChainDay[]): Promise<string[]> {
  const problems: string[] = [];
  for (const kept of copy) {
    const [root] = await db
      .select()
      .from(fairDayRoots)
      .where(sql`${fairDayRoots.day} = ${kept.day}::date`);
    if (!root) {
      problems.push(`copy ${kept.day}: the day is no longer in the chain`);
      continue;
    }
    if (root.root !== kept.root) problems.push(`copy ${kept.day}: the root differs from the copy`);
    if (kept.boardHash !== undefined && root.boardHash !== kept.boardHash)
      problems.push(`copy ${kept.day}: the board hash differs from the copy`);
    if (!kept.machines) continue;
    const rows = await db
      .select({ machineId: machineSettingDays.machineId, commitment: machineSettingDays.commitment })
      .from(machineSettingDays)
      .where(sql`${machineSettingDays.day} = ${kept.day}::date`);
    const now = new Map(rows.map((row) => [row.machineId, row.commitment]));
    for (const machine of kept.machines) {
      if (now.get(machine.machineId) !== machine.commitment) {
        problems.push(`copy ${kept.day} machine ${machine.machineId}: the commitment differs from the copy`);
      }
    }
  }
  return problems;
}
