import type { machines } from './schema.ts';

type MachineRow = typeof machines.$inferSelect;

/**
 * What a machine row says about its seat, without the database: shared by the floor (which draws
 * every machine's state) and the seats (which take and leave them), so neither imports the other.
 */

/** A seat lasts while the member plays; it lapses after `idleSeconds` without a play. */
export function seatIsHeld(row: Pick<MachineRow, 'seatedAt' | 'lastPlayedAt'>, now: Date, idleSeconds: number): boolean {
  const lastActive = Math.max(row.seatedAt?.getTime() ?? 0, row.lastPlayedAt?.getTime() ?? 0);
  return now.getTime() - lastActive < idleSeconds * 1000;
}

/**
 * Whether the machine waits for another member's open feature (decision 0006): nobody but its
 * owner may sit there until the feature is played out.
 */
export function heldForSomeoneElse(row: Pick<MachineRow, 'heldForUserId'>, userId: bigint | null): boolean {
  return row.heldForUserId !== null && row.heldForUserId !== userId;
}
