import type { Language, TSeat } from '@amigo/contract';
import { and, eq, ne, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { machines } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { assertNotBlocked } from '../responsible/index.ts';
import { gameToDto, modelOrThrow } from './catalogue.ts';
import { modelFigures } from './floor.ts';
import { heldForSomeoneElse, seatIsHeld } from './seat-state.ts';
import { settleHeldFeature } from './settle-held-feature.ts';
import { isUniqueViolation } from './sql-state.ts';

type MachineRow = typeof machines.$inferSelect;

/**
 * The columns of a seat being left. A machine with its occupant's feature open stays held for
 * them: the hold then ends `holdSeconds` from now at the latest.
 */
export function seatLeft(holdSeconds: number) {
  return {
    occupantUserId: null,
    seatedAt: null,
    lastPlayedAt: null,
    heldUntil: sql`case when ${machines.heldForUserId} is not null
      then least(${machines.heldUntil}, now() + make_interval(secs => ${holdSeconds})) end`,
  };
}

/** SQL twin of `seatIsHeld` (seat-state.ts), for conditional updates. */
function seatLapsed(idleSeconds: number) {
  return sql`greatest(${machines.seatedAt}, coalesce(${machines.lastPlayedAt}, ${machines.seatedAt})) < now() - make_interval(secs => ${idleSeconds})`;
}

interface SeatInput {
  userId: bigint;
  lang: Language;
  now: Date;
  idleSeconds: number;
  /** How long a feature left open stays held for its owner (FEATURE_HOLD_SECONDS). */
  holdSeconds: number;
}

async function seatDto(db: Db, row: MachineRow, input: SeatInput): Promise<TSeat> {
  const model = modelOrThrow(row.modelCode);
  const figures = await modelFigures(db, input.now, input.idleSeconds);
  return {
    machineId: row.id,
    game: gameToDto(model, input.lang, figures.get(model.code)!),
    state: row.state ?? null,
    seatedAt: (row.seatedAt ?? input.now).toISOString(),
    idleTimeoutSeconds: input.idleSeconds,
  };
}

/**
 * Takes a machine: free, lapsed, or already the member's. One conditional UPDATE decides, so
 * two members racing for one machine get one seat; the member's previous seat is left first,
 * and the unique index on the occupant keeps it at one seat per member even under races.
 * A machine held for another member's open feature is refused (MACHINE_HELD) until that hold
 * ends; a hold that has ended is settled for its owner first, so the next member sits at a
 * machine in its base state. The owner coming back resumes their feature.
 */
export async function takeSeat(db: Db, input: SeatInput & { machineId: number }): Promise<TSeat> {
  // A member in a cool-off or self-exclusion is told so at the door, not after sitting down.
  await assertNotBlocked(db, { userId: input.userId, now: input.now });
  await settleHeldFeature(db, { machineId: input.machineId });
  const taken = await db
    .transaction(async (tx) => {
      await tx
        .update(machines)
        .set(seatLeft(input.holdSeconds))
        .where(and(eq(machines.occupantUserId, input.userId), ne(machines.id, input.machineId)));
      const [row] = await tx
        .update(machines)
        .set({
          occupantUserId: input.userId,
          seatedAt: sql`now()`,
          // The owner is back: their hold runs from their next idle period again.
          heldUntil: sql`case when ${machines.heldForUserId} is not null
            then now() + make_interval(secs => ${input.idleSeconds + input.holdSeconds}) end`,
        })
        .where(
          and(
            eq(machines.id, input.machineId),
            eq(machines.status, 'active'),
            or(isNull(machines.occupantUserId), eq(machines.occupantUserId, input.userId), seatLapsed(input.idleSeconds)),
            or(isNull(machines.heldForUserId), eq(machines.heldForUserId, input.userId)),
          ),
        )
        .returning();
      return row;
    })
    .catch((error: unknown) => {
      // The member took another machine at the same instant: the unique occupant index refused this one.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', { field: 'machineId' });
      throw error;
    });
  if (taken) return seatDto(db, taken, input);
  const [machine] = await db.select().from(machines).where(eq(machines.id, input.machineId));
  if (!machine) throw new AppError('MACHINE_NOT_FOUND', { field: 'machineId' });
  if (machine.status !== 'active') throw new AppError('MACHINE_OUT_OF_SERVICE', { field: 'machineId' });
  if (heldForSomeoneElse(machine, input.userId)) throw new AppError('MACHINE_HELD', { field: 'machineId' });
  throw new AppError('MACHINE_OCCUPIED', { field: 'machineId' });
}

/** The member's seat, if still held; a lapsed seat is released on the way. */
export async function currentSeat(db: Db, input: SeatInput): Promise<TSeat | null> {
  const [row] = await db.select().from(machines).where(eq(machines.occupantUserId, input.userId));
  if (!row) return null;
  if (!seatIsHeld(row, input.now, input.idleSeconds)) {
    await leaveSeat(db, { userId: input.userId, holdSeconds: input.holdSeconds });
    return null;
  }
  return seatDto(db, row, input);
}

/** Leaves the member's seat; a feature they leave open stays theirs, held for `holdSeconds`. */
export async function leaveSeat(db: Db, input: { userId: bigint; holdSeconds: number }): Promise<{ left: boolean }> {
  const released = await db
    .update(machines)
    .set(seatLeft(input.holdSeconds))
    .where(eq(machines.occupantUserId, input.userId))
    .returning({ id: machines.id });
  return { left: released.length > 0 };
}

/** Whether the member sits at a machine now (agent transfers are refused mid-game). */
export async function hasSeat(db: Db, userId: bigint, now = new Date(), idleSeconds = 600): Promise<boolean> {
  const [row] = await db.select().from(machines).where(eq(machines.occupantUserId, userId));
  return row !== undefined && seatIsHeld(row, now, idleSeconds);
}
