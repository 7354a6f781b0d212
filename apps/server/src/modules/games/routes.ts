import { calls, ZDateFilter } from '@amigo/contract';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { okEnvelope } from '../../http/envelope.ts';
import { readDb } from '../../http/read-your-writes.ts';
import { registerCall } from '../../http/register-call.ts';
import { ensureUserWallet, systemAccount, type LedgerAccountRef } from '../wallet/index.ts';
import { fairChainPage } from './fair-chain.ts';
import { getFairness, rotateSeed } from './fairness.ts';
import { listFavoriteGames, listFloor, listGames, machineDetail, setFavorite } from './floor.ts';
import { ensureHallFloor } from './hall-floor.ts';
import { playRound, RoundMemory } from './play-round.ts';
import { recallGameRound } from './recall-round.ts';
import { countGameRecords, listGameRecords, roundWithProof } from './records.ts';
import { currentSeat, leaveSeat, takeSeat } from './seats.ts';
import { SettingDays, settingDayBoard } from './setting-days.ts';

/** Ledger account ids never change once created: remember them so a round does not look them up. */
function accountCache(db: Db) {
  const cache = new Map<bigint, { wallet: LedgerAccountRef; gameBank: LedgerAccountRef }>();
  return async (userId: bigint) => {
    let accounts = cache.get(userId);
    if (!accounts) {
      accounts = { wallet: await ensureUserWallet(db, userId), gameBank: await systemAccount(db, 'game_bank', userId) };
      if (cache.size >= 100_000) cache.clear();
      cache.set(userId, accounts);
    }
    return accounts;
  };
}

/** The chain feed's GET query: the call's request with the limit as a query string number. */
const ZFairChainQuery = z.strictObject({
  from: ZDateFilter.optional(),
  limit: z.coerce.number().int().min(1).max(31).default(7),
});

/** The game hall: catalogue, floor, seats, play, fairness and game records. */
export async function gameRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const idleSeconds = app.config.seatIdleSeconds;
  const holdSeconds = app.config.featureHoldSeconds;
  const accountsOf = accountCache(db);
  const memory = new RoundMemory();
  const settingDays = new SettingDays();
  await ensureHallFloor(db);

  registerCall(app, calls.gameQueryPopNew, ({ body, request }) =>
    listGames(db, { lang: request.lang, order: 'popular', limit: body.limit, now: new Date(), idleSeconds }),
  );
  registerCall(app, calls.gameQueryLatestNew, ({ body, request }) =>
    listGames(db, { lang: request.lang, order: 'latest', limit: body.limit, now: new Date(), idleSeconds }),
  );
  registerCall(app, calls.gameCatalogue, ({ body, request }) =>
    listGames(db, { lang: request.lang, order: 'catalogue', type: body.type, now: new Date(), idleSeconds }),
  );
  registerCall(app, calls.gameFloor, ({ body, member, request }) =>
    listFloor(db, { ...body, userId: member.userId, lang: request.lang, now: new Date(), idleSeconds }),
  );
  registerCall(app, calls.gameMachine, ({ body, member, request }) =>
    machineDetail(db, { machineId: body.machineId, userId: member.userId, lang: request.lang, now: new Date(), idleSeconds }),
  );
  registerCall(app, calls.gameFavoriteList, ({ member, request }) =>
    listFavoriteGames(db, { userId: member.userId, lang: request.lang, now: new Date(), idleSeconds }),
  );
  registerCall(app, calls.gameFavoriteSet, ({ body, member }) => setFavorite(db, { userId: member.userId, ...body }));

  registerCall(app, calls.gameSeatTake, ({ body, member, request }) =>
    takeSeat(db, {
      machineId: body.machineId,
      userId: member.userId,
      lang: request.lang,
      now: new Date(),
      idleSeconds,
      holdSeconds,
    }),
  );
  registerCall(app, calls.gameSeatCurrent, ({ member, request }) =>
    currentSeat(db, { userId: member.userId, lang: request.lang, now: new Date(), idleSeconds, holdSeconds }),
  );
  registerCall(app, calls.gameSeatLeave, ({ member }) => leaveSeat(db, { userId: member.userId, holdSeconds }));

  registerCall(app, calls.gamePlay, async ({ body, member, request }) => {
    const now = new Date();
    // The machine plays its business day's committed setting (applied before the day's first round).
    await settingDays.applyToday(db, body.machineId, now);
    return playRound(db, {
      userId: member.userId,
      ...body,
      lang: request.lang,
      now,
      accounts: await accountsOf(member.userId),
      memory,
      holdSeconds: idleSeconds + holdSeconds,
    });
  });

  registerCall(app, calls.gameFairness, ({ member }) => getFairness(db, member.userId));
  registerCall(app, calls.gameFairClientSeed, ({ body, member }) =>
    rotateSeed(db, { userId: member.userId, clientSeed: body.clientSeed }),
  );
  registerCall(app, calls.gameFairRotate, ({ member }) => rotateSeed(db, { userId: member.userId }));
  registerCall(app, calls.gameFairRound, ({ body, member, request }) =>
    roundWithProof(db, { userId: member.userId, recordId: body.recordId, lang: request.lang, now: new Date() }),
  );
  registerCall(app, calls.gameSettingDays, ({ body }) => settingDayBoard(db, { day: body.day, now: new Date() }));
  registerCall(app, calls.gameFairChain, ({ body }) => fairChainPage(db, { ...body, now: new Date() }));
  // The same feed as a plain GET (?from=YYYY-MM-DD&limit=n), for outsiders to copy with curl or a
  // cron job and for caches: a page that starts at a given day only grows, its sealed days never
  // change, so it may be cached for a while.
  app.get(
    calls.gameFairChain.path,
    { schema: { summary: calls.gameFairChain.summary, tags: ['games'] } },
    async (request, reply) => {
      const parsed = ZFairChainQuery.safeParse(request.query);
      if (!parsed.success) throw new AppError('INVALID_INPUT', { field: String(parsed.error.issues[0]?.path[0] ?? 'from') });
      const query = parsed.data;
      const page = await fairChainPage(db, { from: query.from, limit: query.limit, now: new Date() });
      void reply.header('cache-control', 'public, max-age=300');
      return okEnvelope(request, calls.gameFairChain.response.parse(page));
    },
  );

  // The records pages read the replica, or the primary right after the member's own rounds (http/read-your-writes.ts).
  registerCall(app, calls.gameRecordQuery, ({ body, member, request }) =>
    listGameRecords(readDb(request), { ...body, userId: member.userId, lang: request.lang }),
  );
  registerCall(app, calls.gameRecordCount, ({ body, member, request }) =>
    countGameRecords(readDb(request), { ...body, userId: member.userId }),
  );
  registerCall(app, calls.gameRecordRecall, ({ body, member, request }) =>
    recallGameRound(db, { ...body, userId: member.userId, lang: request.lang }),
  );
}
