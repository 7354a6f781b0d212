import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ZDateFilter, ZIsoDate, ZPage, ZPageRequest } from '../paging.ts';

export const MACHINE_TYPES = ['pachinko', 'pachislot', 'slot'] as const;
export const VOLATILITIES = ['low', 'medium', 'high'] as const;
export const BONUS_KINDS = ['jackpot', 'big', 'reg', 'free_spins'] as const;

/** A model code from the catalogue (`sakura-rush-4`, …). */
export const ZModelCode = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9][a-z0-9-]*$/);
/** A machine's number on the floor: the spec's `machineId` (game ID). */
export const ZMachineId = z.number().int().min(1).max(2_147_483_647);
/** The member's own part of the fairness input: 1–64 letters, digits, `_` or `-`. */
export const ZClientSeed = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
export const ZGameRecordId = z.string().regex(/^\d{1,18}$/);

/** A game (machine model) as players see it in lists: the name in the request's language. */
export const ZGame = z.object({
  code: z.string(),
  type: z.enum(MACHINE_TYPES),
  name: z.string(),
  /** Path of the thumbnail image, served by the site. */
  thumbnail: z.string(),
  /** Published return to player: the lowest and highest over the model's settings (0.97 = 97 %). */
  rtpMin: z.number(),
  rtpMax: z.number(),
  volatility: z.enum(VOLATILITIES),
  betOptions: z.array(z.number().int()),
  /** Pachinko: coins per ball (4 or 1); null for other types. */
  ballPrice: z.number().int().nullable(),
  releasedOn: ZIsoDate,
  /** Machines of this model on the floor, and how many are free now. */
  machines: z.number().int(),
  freeMachines: z.number().int(),
  /** Paid calls over the last 7 days (the popular order). */
  playsLast7Days: z.number().int(),
});
export type TGame = z.infer<typeof ZGame>;

export const ZBonusHistoryItem = z.object({
  kind: z.enum(BONUS_KINDS),
  payout: z.number().int(),
  /** Rounds the machine played between the previous bonus and this one. */
  roundsBefore: z.number().int(),
  at: z.iso.datetime(),
});

/** A machine on the floor with the data counters a real hall shows above it. The setting stays hidden. */
export const ZMachine = z.object({
  machineId: ZMachineId,
  modelCode: z.string(),
  type: z.enum(MACHINE_TYPES),
  name: z.string(),
  /** `held`: waiting for another member's open feature (decision 0006); its owner sees `yours`. */
  status: z.enum(['free', 'occupied', 'yours', 'held', 'out_of_service']),
  roundsToday: z.number().int(),
  roundsSinceBonus: z.number().int(),
  bonusesToday: z.number().int(),
  bonusesYesterday: z.number().int(),
  /**
   * Your own feature is open here (pachinko: rush; pachislot: BIG/REG). Always false for other
   * members' machines: a feature belongs to its player and is no hint to anyone else.
   */
  inBonus: z.boolean(),
});
export type TMachine = z.infer<typeof ZMachine>;

export const ZMachineDetail = ZMachine.extend({
  history: z.array(ZBonusHistoryItem),
  /** Rounds per day over the last 7 days, oldest first (Tokyo dates). */
  days: z.array(z.object({ date: ZIsoDate, rounds: z.number().int(), bonuses: z.number().int() })),
});

/** The member's current seat and the game state the screen needs to continue. */
export const ZSeat = z.object({
  machineId: ZMachineId,
  game: ZGame,
  /** Model-specific machine state (rush draws left, bonus games left, …); null when idle. */
  state: z.record(z.string(), z.unknown()).nullable(),
  seatedAt: z.iso.datetime(),
  /** The seat is released when no play happens for this long. */
  idleTimeoutSeconds: z.number().int(),
});
export type TSeat = z.infer<typeof ZSeat>;

export const ZFairness = z.object({
  /** sha256 of the active server seed: published before any round is played with it. */
  serverSeedHash: z.string(),
  /**
   * sha256 of the server seed that follows the active one, published before the member can
   * choose the next client seed: rotation promotes exactly this seed (Stake's scheme).
   */
  nextServerSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int(),
  /** The previous pair, revealed by the last rotation (null before the first rotation). */
  previous: z
    .object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), lastNonce: z.number().int() })
    .nullable(),
});
export type TFairness = z.infer<typeof ZFairness>;

export const ZRoundProof = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Revealed once the member has rotated past this seed; until then null. */
  serverSeed: z.string().nullable(),
  /** The machine's setting (null in a play answer: it is revealed after the business day, see ZRoundProofWithDay). */
  setting: z.number().int().nullable(),
  /** Machine state before the round: the verifier needs it to replay rush / bonus / free spins. */
  stateBefore: z.record(z.string(), z.unknown()).nullable(),
  /**
   * The sealed business day the round played on, the machine's setting commitment on that day's
   * board and the day's chained root (docs/fairness.md, "The chain of day roots"): a player keeps
   * them and compares after the reveal. Optional: absent from answers of older servers, null on
   * rounds from before the chain.
   */
  settingDay: ZIsoDate.optional(),
  settingCommitment: z.string().nullable().optional(),
  dayRoot: z.string().nullable().optional(),
});

/** One step of a Merkle path from a machine's leaf to its day's board hash (packages/games fair-chain.ts). */
export const ZMerkleStep = z.object({ sibling: z.string(), side: z.enum(['left', 'right']) });

/**
 * A stored round's proof: the seed part, plus the machine's setting commitment of the round's
 * business day. The setting and its salt stay null until that day is over (the hall's data board
 * reveals them then), so no proof tells anyone today's setting.
 */
export const ZRoundProofWithDay = ZRoundProof.extend({
  /** The Tokyo business day whose committed setting the round played with. */
  settingDay: ZIsoDate,
  /**
   * The commitment the round was played on (stored with the round; for rounds from before the
   * chain, the day's): sha256 of `machineId:day:setting:salt` (null if never committed).
   */
  settingCommitment: z.string().nullable(),
  settingSalt: z.string().nullable(),
  /** The chained root of the round's sealed day (null for a day never sealed). */
  dayRoot: z.string().nullable(),
  /**
   * How the commitment is on the sealed board: the Merkle path from the leaf
   * (machineId, settingCommitment) to the board hash, and the previous root, so that
   * sha256(previousRoot:boardHash:settingDay) = dayRoot. Null when the day was never sealed or the
   * commitment is not on its board (a verifier shows that as a failure).
   */
  board: z.object({ previousRoot: z.string(), boardHash: z.string(), path: z.array(ZMerkleStep) }).nullable(),
});
export type TRoundProofWithDay = z.infer<typeof ZRoundProofWithDay>;

/**
 * The hall's data board of settings for one business day: each machine's commitment, published
 * when the day starts; the setting and salt once the day is over (null until then).
 */
export const ZSettingDayBoard = z.object({
  day: ZIsoDate,
  /** The day is over: settings and salts are shown. */
  revealed: z.boolean(),
  machines: z.array(
    z.object({
      machineId: ZMachineId,
      modelCode: z.string(),
      commitment: z.string(),
      setting: z.number().int().nullable(),
      salt: z.string().nullable(),
    }),
  ),
});
export type TSettingDayBoard = z.infer<typeof ZSettingDayBoard>;

/**
 * One sealed day of the chain (docs/fairness.md): its board of commitments, the Merkle root of
 * the board, and the root chained to the previous sealed day. Sealed before the day starts and
 * never changed; the settings and salts join once the day is over.
 */
export const ZFairChainDay = z.object({
  day: ZIsoDate,
  /** The sealed day this one is chained to (null for the first). */
  previousDay: ZIsoDate.nullable(),
  previousRoot: z.string(),
  boardHash: z.string(),
  /** sha256(previousRoot:boardHash:day). */
  root: z.string(),
  sealedAt: z.iso.datetime(),
  revealed: z.boolean(),
  machines: z.array(
    z.object({
      machineId: ZMachineId,
      commitment: z.string(),
      setting: z.number().int().nullable(),
      salt: z.string().nullable(),
    }),
  ),
});
export type TFairChainDay = z.infer<typeof ZFairChainDay>;

/** A page of the chain, oldest first, from a day on; `next` is the day to ask for next (null at the end). */
export const ZFairChain = z.object({ days: z.array(ZFairChainDay), next: ZIsoDate.nullable() });
export type TFairChain = z.infer<typeof ZFairChain>;

export const ZGameRecord = z.object({
  id: ZGameRecordId,
  gameName: z.string(),
  modelCode: z.string(),
  type: z.enum(MACHINE_TYPES),
  machineId: ZMachineId,
  betAmount: z.number().int(),
  winningAmount: z.number().int(),
  profitLoss: z.number().int(),
  spins: z.number().int(),
  bonuses: z.array(z.enum(BONUS_KINDS)),
  createdOn: z.iso.datetime(),
  /** The setting commitment and sealed day root the round was played on (null on rounds from before the chain). */
  settingCommitment: z.string().nullable().optional(),
  dayRoot: z.string().nullable().optional(),
});
export type TGameRecord = z.infer<typeof ZGameRecord>;

export const ZGameRecordTotals = z.object({
  betAmount: z.number().int(),
  winningAmount: z.number().int(),
  profitLoss: z.number().int(),
  count: z.number().int(),
});

export const ZPlayResult = z.object({
  recordId: ZGameRecordId,
  machineId: ZMachineId,
  bet: z.number().int(),
  win: z.number().int(),
  spins: z.number().int(),
  events: z.array(z.object({ kind: z.enum(BONUS_KINDS), payout: z.number().int() })),
  /** Model-specific description of the outcome for the game screen (reels, draws, balls). */
  display: z.record(z.string(), z.unknown()),
  state: z.record(z.string(), z.unknown()).nullable(),
  balance: z.number().int(),
  /** The proof of this round (server seed hidden until rotation). */
  proof: ZRoundProof,
  /** True when this answer is the replay of an earlier request with the same key. */
  replayed: z.boolean(),
});
export type TPlayResult = z.infer<typeof ZPlayResult>;

/**
 * Game recall: one of your rounds in full. The stored display keeps the first 50 free spins or
 * the last 50 draws; the server replays the round from its committed seeds and state (the same
 * code as play) and answers every free spin (slot) or lottery draw (pachinko) a page at a time.
 * A pachislot call is one game, shown whole by `display`. Units use the display's fields.
 */
export const ZRoundRecall = ZGameRecord.extend({
  /** What one unit is: a free spin of a slot call, a lottery draw of a pachinko call, none for pachislot. */
  unitKind: z.enum(['free_spin', 'draw', 'none']),
  /** The round's display as the game screen got it (the base spin, the balls, the bonus game). */
  display: z.record(z.string(), z.unknown()),
  units: ZPage(z.record(z.string(), z.unknown())),
});
export type TRoundRecall = z.infer<typeof ZRoundRecall>;

const ZRecordFilter = {
  from: ZDateFilter.optional(),
  to: ZDateFilter.optional(),
  modelCode: ZModelCode.optional(),
};

export const gameCalls = {
  gameQueryPopNew: defineCall({
    path: '/v2/app/game/query/pop/new',
    auth: 'public',
    module: 'games',
    summary: 'Popular games: most played over the last 7 days',
    status: 'live',
    request: z.strictObject({ limit: z.number().int().min(1).max(50).default(8) }),
    response: z.array(ZGame),
  }),
  gameQueryLatestNew: defineCall({
    path: '/v2/app/game/query/latest/new',
    auth: 'public',
    module: 'games',
    summary: 'Latest games: newest models first',
    status: 'live',
    request: z.strictObject({ limit: z.number().int().min(1).max(50).default(8) }),
    response: z.array(ZGame),
  }),
  gameCatalogue: defineCall({
    path: '/v2/app/game/catalogue',
    auth: 'public',
    module: 'games',
    summary: 'Every game model with its published RTP and bet options',
    status: 'live',
    request: z.strictObject({ type: z.enum(MACHINE_TYPES).optional() }),
    response: z.array(ZGame),
  }),
  gameFloor: defineCall({
    path: '/v2/app/game/floor',
    auth: 'member',
    module: 'games',
    summary: 'The hall floor: machines with their data counters',
    status: 'live',
    request: z.strictObject({
      type: z.enum(MACHINE_TYPES).optional(),
      modelCode: ZModelCode.optional(),
      favoritesOnly: z.boolean().default(false),
      /** Only machines the caller can sit at: free ones and the caller's own seat. */
      freeOnly: z.boolean().default(false),
    }),
    response: z.array(ZMachine),
  }),
  gameMachine: defineCall({
    path: '/v2/app/game/machine',
    auth: 'member',
    module: 'games',
    summary: "One machine's data board: counters, recent bonuses, last 7 days",
    status: 'live',
    request: z.strictObject({ machineId: ZMachineId }),
    response: ZMachineDetail,
  }),
  gameFavoriteList: defineCall({
    path: '/v2/app/game/favorite/list',
    auth: 'member',
    module: 'games',
    summary: 'Your favorite games',
    status: 'live',
    request: z.strictObject({}),
    response: z.array(ZGame),
  }),
  gameFavoriteSet: defineCall({
    path: '/v2/app/game/favorite/set',
    auth: 'member',
    module: 'games',
    summary: 'Add a game to or remove it from your favorites',
    status: 'live',
    request: z.strictObject({ modelCode: ZModelCode, favorite: z.boolean() }),
    response: z.object({ modelCode: z.string(), favorite: z.boolean() }),
  }),
  gameSeatTake: defineCall({
    path: '/v2/app/game/seat/take',
    auth: 'member',
    module: 'games',
    summary: 'Sit at a free machine (one seat per member; a previous seat is left)',
    status: 'live',
    request: z.strictObject({ machineId: ZMachineId }),
    response: ZSeat,
  }),
  gameSeatCurrent: defineCall({
    path: '/v2/app/game/seat/current',
    auth: 'member',
    module: 'games',
    summary: 'Your current seat, if any',
    status: 'live',
    request: z.strictObject({}),
    response: ZSeat.nullable(),
  }),
  gameSeatLeave: defineCall({
    path: '/v2/app/game/seat/leave',
    auth: 'member',
    module: 'games',
    summary: 'Leave your machine',
    status: 'live',
    request: z.strictObject({}),
    response: z.object({ left: z.boolean() }),
  }),
  gamePlay: defineCall({
    path: '/v2/app/game/play',
    auth: 'member',
    module: 'games',
    summary: 'Play one round (pachinko: one batch of balls) at your machine; idempotent by key',
    status: 'live',
    request: z.strictObject({
      machineId: ZMachineId,
      bet: z.number().int().positive().max(1_000_000),
      idempotencyKey: z.uuid(),
    }),
    response: ZPlayResult,
  }),
  gameFairness: defineCall({
    path: '/v2/app/game/fair/seeds',
    auth: 'member',
    module: 'games',
    summary: 'Your provably fair seeds: the active server seed hash, client seed and nonce',
    status: 'live',
    request: z.strictObject({}),
    response: ZFairness,
  }),
  gameFairClientSeed: defineCall({
    path: '/v2/app/game/fair/client-seed',
    auth: 'member',
    module: 'games',
    summary: 'Set your client seed (rotates the server seed so no round mixes the two)',
    status: 'live',
    request: z.strictObject({ clientSeed: ZClientSeed }),
    response: ZFairness,
  }),
  gameFairRotate: defineCall({
    path: '/v2/app/game/fair/rotate',
    auth: 'member',
    module: 'games',
    summary: 'Reveal the active server seed and start a new one',
    status: 'live',
    request: z.strictObject({}),
    response: ZFairness,
  }),
  gameFairRound: defineCall({
    path: '/v2/app/game/fair/round',
    auth: 'member',
    module: 'games',
    summary: 'One of your rounds with its proof, to verify it in the browser',
    status: 'live',
    request: z.strictObject({ recordId: ZGameRecordId }),
    response: ZGameRecord.extend({ proof: ZRoundProofWithDay, display: z.record(z.string(), z.unknown()) }),
  }),
  gameSettingDays: defineCall({
    path: '/v2/app/game/fair/settings',
    auth: 'public',
    module: 'games',
    summary:
      "The data board of machine settings for a business day (default today, Tokyo): commitments from the day's start, settings and salts after it",
    status: 'live',
    request: z.strictObject({ day: ZDateFilter.optional() }),
    response: ZSettingDayBoard,
  }),
  gameFairChain: defineCall({
    path: '/v2/app/game/fair/chain',
    auth: 'public',
    module: 'games',
    summary:
      'The append-only chain of sealed day boards, oldest first from a day (also GET ?from=&limit=, cacheable): roots, commitments, and settings and salts of days that are over',
    status: 'live',
    request: z.strictObject({ from: ZDateFilter.optional(), limit: z.number().int().min(1).max(31).default(7) }),
    response: ZFairChain,
  }),
  gameRecordQuery: defineCall({
    path: '/v2/app/record/game/record/query',
    auth: 'member',
    module: 'games',
    summary: 'Your game records, newest first, by date (Tokyo) and game',
    status: 'live',
    request: ZPageRequest.extend(ZRecordFilter).strict(),
    response: ZPage(ZGameRecord),
  }),
  gameRecordRecall: defineCall({
    path: '/v2/app/record/game/record/recall',
    auth: 'member',
    module: 'games',
    summary: 'One of your rounds in full: every free spin or lottery draw of the call, paged',
    status: 'live',
    request: ZPageRequest.extend({ recordId: ZGameRecordId }).strict(),
    response: ZRoundRecall,
  }),
  gameRecordCount: defineCall({
    path: '/v2/app/record/game/record/count',
    auth: 'member',
    module: 'games',
    summary: 'Totals of your game records over the same filter',
    status: 'live',
    request: z.strictObject(ZRecordFilter),
    response: ZGameRecordTotals,
  }),
};
