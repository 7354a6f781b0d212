import { bigint, date, integer, pgView, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The hall's figures as the floor reads them (created by `sql/<name>.sql`, applied on every
 * start): the rollups plus the game records after their watermark, so always exact. A machine
 * and day may have two rows (rollup and recent records): sum them.
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
