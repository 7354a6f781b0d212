/**
 * What a seat row or a floor row says about a seat, without the database: shared by the floor
 * (which draws every machine's state) and the seats (which take and leave them), so neither
 * imports the other.
 */

interface SeatTimes {
  seatedAt: Date | null;
  lastPlayedAt: Date | null;
}

/** A seat lasts while the member plays; it lapses after `idleSeconds` without a play. */
export function seatIsHeld(row: SeatTimes, now: Date, idleSeconds: number): boolean {
  const lastActive = Math.max(row.seatedAt?.getTime() ?? 0, row.lastPlayedAt?.getTime() ?? 0);
  return now.getTime() - lastActive < idleSeconds * 1000;
}

/**
 * Whether the machine waits for another member's open feature (decision 0006): nobody but its
 * owner may sit there until the feature is played out. `heldForUserId` as the `machine_floor`
 * view gives it: the member who left it open, or the occupant whose seat row has it open.
 */
export function heldForSomeoneElse(row: { heldForUserId: bigint | null }, userId: bigint | null): boolean {
  return row.heldForUserId !== null && row.heldForUserId !== userId;
}
