import { bigint, date, integer, jsonb, pgView, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the floor reads (created by `sql/<name>.sql`, applied on every start). The hall's figures:
 * the rollups plus the game records after their watermark, so always exact; a machine and day
 * may have two rows (rollup and recent records): sum them. And the machines with their holders'
 * seat rows.
 */

/** `sql/hall_machine_days.sql`: plays, rounds, bonuses, bet and win per machine and Tokyo day. */
export const hallMachineDays = pgView('hall_machine_days', {
  machineId: integer('machine_id').notNull(),
  day: date('day').notNull(),
  modelCode: text('model_code').notNull(),
  plays: integer('plays').notNull(),
  rounds: integer('rounds').notNull(),
  bonuses: integer('bonuses').notNull(),
  bet: bigint('bet', { mode: 'bigint' }).notNull(),
  win: bigint('win', { mode: 'bigint' }).notNull(),
}).existing();

/** `sql/hall_machine_bonuses.sql`: each bonus a machine gave; newest first by (created_at, seq) descending. */
export const hallMachineBonuses = pgView('hall_machine_bonuses', {
  machineId: integer('machine_id').notNull(),
  kind: text('kind', { enum: ['jackpot', 'big', 'reg', 'free_spins'] }).notNull(),
  payout: bigint('payout', { mode: 'bigint' }).notNull(),
  roundsBefore: integer('rounds_before').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  seq: bigint('seq', { mode: 'bigint' }).notNull(),
}).existing();

/**
 * `sql/machine_floor.sql`: each machine with its claim (`machine_claims`) and the seat row of its
 * holder (occupant, or the member whose feature it waits for): the shape the machine row had
 * before the seat moved to `player_seats` (0035) and the claim to `machine_claims` (0036), for
 * the floor, the seats and the console. `heldForUserId` is whoever's feature
 * is open there; `state`, `seatedAt`, `heldUntil` are the holder's.
 */
export const machineFloor = pgView('machine_floor', {
  id: integer('id').notNull(),
  modelCode: text('model_code').notNull(),
  setting: smallint('setting').notNull(),
  status: text('status', { enum: ['active', 'out_of_service'] }).notNull(),
  occupantUserId: bigint('occupant_user_id', { mode: 'bigint' }),
  heldForUserId: bigint('held_for_user_id', { mode: 'bigint' }),
  state: jsonb('state').$type<Record<string, unknown> | null>(),
  seatedAt: timestamp('seated_at', { withTimezone: true }),
  lastPlayedAt: timestamp('last_played_at', { withTimezone: true }),
  roundsSinceBonus: integer('rounds_since_bonus').notNull(),
  heldUntil: timestamp('held_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();

export type FloorMachine = typeof machineFloor.$inferSelect;
