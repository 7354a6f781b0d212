import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Machines on the hall floor: the static part only (model, the operator's hidden setting and
 * status). The model's maths lives in `@amigo/games`. Operators write it (rarely) and every round
 * reads it, so on Citus it is a reference table (docs/scale.md §3); nobody's seat or claim is
 * here: that is `machine_claims` (the machine's side) and `player_seats` (the member's side).
 */
export const machines = pgTable(
  'machines',
  {
    /** The machine number players see (the spec's `machineId`). */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 101 }),
    modelCode: text('model_code').notNull(),
    setting: smallint('setting').notNull(),
    status: text('status', { enum: ['active', 'out_of_service'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('machines_model_code_idx').on(t.modelCode)],
);

/**
 * The machine-side claim (docs/scale.md §6.1, decision 0018), keyed and distributed by the
 * machine: who sits at it (`occupant_user_id`) or whose feature it waits for (`held_for_user_id`,
 * a member who left with a feature open), and the last seat's last play and rounds since bonus
 * for the board. Written only when a seat is taken, left or lapses and when a held feature is
 * settled (seats.ts, settle-held-feature.ts), never by a round; those transactions lock this row
 * before any seat row. A machine gets its row the first time somebody sits there (a machine
 * without one is free, 0 rounds since bonus) and keeps it while it exists.
 *
 * One occupant per machine: the primary key (one row per machine). One machine per member: the
 * member side's `player_seats_seated_key`, since every transaction that names a member occupant
 * here writes that member's seated row in the same transaction (a unique key on
 * `occupant_user_id` here would lack the distribution column). At most one claim column is set.
 */
export const machineClaims = pgTable(
  'machine_claims',
  {
    machineId: integer('machine_id').primaryKey(),
    occupantUserId: bigint('occupant_user_id', { mode: 'bigint' }),
    /**
     * The member who left this machine with their feature (rush, BIG/REG) open: nobody else may
     * sit here until it is played out (decision 0006). While its owner sits here it is null and
     * their seat row carries the feature.
     */
    heldForUserId: bigint('held_for_user_id', { mode: 'bigint' }),
    /** The last seat's last play and rounds since bonus, copied from its seat row when it went. */
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }),
    roundsSinceBonus: integer('rounds_since_bonus').notNull().default(0),
  },
  (t) => [check('machine_claims_one_claim', sql`${t.occupantUserId} is null or ${t.heldForUserId} is null`)],
);

/**
 * A member's place at a machine, keyed by the member (docs/scale.md §6): their seat while they
 * sit (`seated_at` set) and the feature they triggered there (`state`), which stays theirs after
 * they leave (`seated_at` null, held until `held_until`). The round reads and writes this row
 * and no machine or claim row. A member has at most one seat (the partial unique key) but may have
 * features held at machines they left.
 */
export const playerSeats = pgTable(
  'player_seats',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    machineId: integer('machine_id').notNull(),
    /** When the member sat down; null once they left with a feature open. */
    seatedAt: timestamp('seated_at', { withTimezone: true }),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }),
    /** The open feature (pachinko rush, pachislot BIG/REG) between calls; null in the base state. */
    state: jsonb('state').$type<Record<string, unknown> | null>(),
    /** The machine's rounds since its last bonus (copied from the machine when the seat is taken). */
    roundsSinceBonus: integer('rounds_since_bonus').notNull().default(0),
    /** While a feature is open: when the server plays it out for the member (decision 0006). */
    heldUntil: timestamp('held_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.machineId] }),
    uniqueIndex('player_seats_seated_key')
      .on(t.userId)
      .where(sql`${t.seatedAt} is not null`),
    index('player_seats_held_until_idx')
      .on(t.heldUntil)
      .where(sql`${t.state} is not null`),
  ],
);

/**
 * Per machine and Tokyo day: what the hall's data board counts. Also feeds "popular games".
 * A rollup of `game_records` (the hall-rollup job, `rollup-hall-figures.ts`): it holds exactly
 * the records created before the watermark in `hall_rollup_state`; readers add the records
 * after it through the `hall_machine_days` view. No round writes it, so a round writes only
 * its player's rows (docs/scale.md).
 */
export const machineDays = pgTable(
  'machine_days',
  {
    machineId: integer('machine_id').notNull(),
    day: date('day').notNull(),
    modelCode: text('model_code').notNull(),
    plays: integer('plays').notNull().default(0),
    rounds: integer('rounds').notNull().default(0),
    bonuses: integer('bonuses').notNull().default(0),
    bet: bigint('bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.machineId, t.day] }), index('machine_days_day_idx').on(t.day, t.modelCode)],
);

/**
 * Each bonus a machine gave, for the "recent bonus history" board: a rollup of the bonuses of
 * `game_records` before the watermark, like `machine_days` (view `hall_machine_bonuses`).
 */
export const machineBonuses = pgTable(
  'machine_bonuses',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    machineId: integer('machine_id').notNull(),
    kind: text('kind', { enum: ['jackpot', 'big', 'reg', 'free_spins'] }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    roundsBefore: integer('rounds_before').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('machine_bonuses_machine_idx').on(t.machineId, t.createdAt, t.id)],
);

/** The hall rollup's watermark: `machine_days` and `machine_bonuses` hold the records created before `until`. */
export const hallRollupState = pgTable('hall_rollup_state', {
  name: text('name').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});

/**
 * Provably fair seed pairs per member. The server seed stays secret while active (only its
 * sha256 is shown); rotating reveals it. The active pair's nonce advances by one per round
 * under a row lock, which also serializes one member's rounds.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigint('id', { mode: 'bigint' }).generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next round uses. */
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /**
     * The server seed that follows this one, committed by its hash while this one is active
     * (before the member can choose the next client seed); rotation promotes it.
     */
    nextServerSeed: text('next_server_seed'),
    nextServerSeedHash: text('next_server_seed_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    // Keyed by the member (distributed by user_id): every read of a seed names its member
    // (the round, rotation, a record's proof joins on the record's user_id and seed_id).
    primaryKey({ name: 'fair_seeds_pkey', columns: [t.userId, t.id] }),
    uniqueIndex('fair_seeds_active_key')
      .on(t.userId)
      .where(sql`${t.active}`),
  ],
);

/**
 * One row per play call: what was staked and won and how to recompute it. Written in the
 * same transaction as the bet and win transfers, so the totals always equal the ledger.
 */
export const gameRecords = pgTable(
  'game_records',
  {
    id: bigint('id', { mode: 'bigint' }).generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    machineId: integer('machine_id').notNull(),
    modelCode: text('model_code').notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    spins: integer('spins').notNull(),
    bonuses: text('bonuses').array().notNull(),
    /** The payout of each bonus in `bonuses`, in the same order (for the machine's bonus history). */
    bonusPayouts: bigint('bonus_payouts', { mode: 'bigint' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The machine's rounds since its last bonus before this call (the history's "rounds before"). */
    roundsBefore: integer('rounds_before').notNull().default(0),
    seedId: bigint('seed_id', { mode: 'bigint' }).notNull(),
    nonce: integer('nonce').notNull(),
    setting: smallint('setting').notNull(),
    stateBefore: jsonb('state_before').$type<Record<string, unknown> | null>(),
    display: jsonb('display').$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * The machine's setting commitment and the chained root of its sealed day board in force when
     * the round was played (fair_day_roots), written by game_round_commit; null on rounds from
     * before the chain existed. `npm run fair:audit` checks every round against them.
     */
    settingCommitment: text('setting_commitment'),
    dayRoot: text('day_root'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyed by the member (distributed by user_id): a record is found by its member and id (the
    // member's recall and proof calls) or by its member and idempotency key (the round); no
    // code path looks a record up by id alone.
    primaryKey({ name: 'game_records_pkey', columns: [t.userId, t.id] }),
    uniqueIndex('game_records_user_key').on(t.userId, t.idempotencyKey),
    index('game_records_user_created_idx').on(t.userId, t.createdAt),
    // Hall-wide reads by time (the console's dashboard, the agents' daily rollup).
    index('game_records_created_idx').on(t.createdAt),
  ],
);

/** A member's favorite games (models). */
export const gameFavorites = pgTable(
  'game_favorites',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    modelCode: text('model_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.modelCode] })],
);

/**
 * A machine's setting for one business day (Tokyo), committed at the day's start by
 * `sha256(machineId:day:setting:salt)` and revealed (setting and salt) once the day is over,
 * as real halls post their data. Rounds of that day are verifiable after the reveal.
 */
export const machineSettingDays = pgTable(
  'machine_setting_days',
  {
    machineId: integer('machine_id').notNull(),
    day: date('day').notNull(),
    setting: smallint('setting').notNull(),
    salt: text('salt').notNull(),
    commitment: text('commitment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.machineId, t.day] })],
);

/**
 * The chain of sealed day boards (docs/fairness.md, packages/games/src/fair-chain.ts): one row per
 * Tokyo business day, written before the day starts by the seal (setting-days.ts) and never
 * changed (a trigger refuses UPDATE, DELETE and TRUNCATE, sql/fair_day_roots_append_only.sql).
 * `board_hash` is the Merkle root over the day's (machine, commitment) leaves in
 * machine_setting_days, `root` = sha256(previous_root:board_hash:day), chained to the latest
 * sealed day before it (`previous_day`, null for the first). Once a day has its row, the
 * trigger refuses any write to its machine_setting_days rows, and a round is committed only on a
 * sealed day's commitment.
 */
export const fairDayRoots = pgTable('fair_day_roots', {
  day: date('day').primaryKey(),
  previousDay: date('previous_day'),
  previousRoot: text('previous_root').notNull(),
  boardHash: text('board_hash').notNull(),
  root: text('root').notNull(),
  machines: integer('machines').notNull(),
  sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull().defaultNow(),
});
