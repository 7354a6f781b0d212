import type { Language, TSeat } from '@amigo/contract';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { machineClaims, machines, playerSeats } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { assertNotBlocked } from '../responsible/index.ts';
import { gameToDto, modelOrThrow } from './catalogue.ts';
import { modelFigures } from './floor.ts';
import { seatIsHeld } from './seat-state.ts';
import { settleHeldFeature } from './settle-held-feature.ts';
import { isUniqueViolation } from './sql-state.ts';

/**
 * Seats are two rows (docs/scale.md §6): the member's seat row in `player_seats`, which the round
 * reads and writes, and the machine's claim (`machine_claims`: occupant, held-for), which only
 * these transactions and the feature settlement write, never a round. Each transaction here
 * writes both, so they always agree; each locks the claim row before any seat row, as the
 * settlement does, and a move locks both machines' claims in machine order, so two of them never
 * wait on each other crosswise. The static `machines` row
 * is only read (a reference table on Citus, which a sit neither writes nor locks).
 *
 * One occupant per machine: the claim is one row per machine, locked by whoever changes it. One
 * machine per member: every write naming a member occupant writes their seated row in the same
 * transaction, and `player_seats_seated_key` allows one seated row per member.
 */
type SeatRow = typeof playerSeats.$inferSelect;
type ClaimRow = typeof machineClaims.$inferSelect;

/**
 * The machine's claim row, locked for this transaction; made (free) if the machine never had one.
 * Two transactions making it at once meet on its primary key: the second waits for the first and
 * then locks the row the first wrote. Undefined only when an operator removed the machine (and its
 * claim) while this waited for the lock. Exported for the operators' removal of a machine.
 */
export async function lockClaim(tx: Db, machineId: number): Promise<ClaimRow | undefined> {
  await tx.insert(machineClaims).values({ machineId }).onConflictDoNothing();
  const [claim] = await tx.select().from(machineClaims).where(eq(machineClaims.machineId, machineId)).for('update');
  return claim;
}

function seatKey(userId: bigint, machineId: number) {
  return and(eq(playerSeats.userId, userId), eq(playerSeats.machineId, machineId));
}

/** The member's seat (their seated row), if they have one. */
async function seatOf(db: Db, userId: bigint): Promise<SeatRow | undefined> {
  const [row] = await db
    .select()
    .from(playerSeats)
    .where(and(eq(playerSeats.userId, userId), isNotNull(playerSeats.seatedAt)));
  return row;
}

/** SQL twin of `seatIsHeld` (seat-state.ts), on the database clock that wrote the seat's times. */
function seatLapsed(idleSeconds: number) {
  return sql`greatest(${playerSeats.seatedAt}, coalesce(${playerSeats.lastPlayedAt}, ${playerSeats.seatedAt})) < now() - make_interval(secs => ${idleSeconds})`;
}

/**
 * Ends the member's seat at a machine, in the caller's transaction. A feature they leave open stays
 * theirs: their row stays, no longer seated, held `holdSeconds` from now at the latest, and the
 * machine's claim says it waits for them. Otherwise the row goes, and the machine keeps the seat's
 * last play and rounds since bonus for the board. Answers whether there was such a seat.
 */
async function vacate(tx: Db, input: { userId: bigint; machineId: number; holdSeconds: number }): Promise<boolean> {
  await lockClaim(tx, input.machineId);
  const key = seatKey(input.userId, input.machineId);
  const [seat] = await tx
    .select()
    .from(playerSeats)
    .where(and(key, isNotNull(playerSeats.seatedAt)))
    .for('update');
  if (!seat) return false;
  const featureOpen = seat.state !== null;
  if (featureOpen) {
    await tx
      .update(playerSeats)
      .set({
        seatedAt: null,
        heldUntil: sql`least(${playerSeats.heldUntil}, now() + make_interval(secs => ${input.holdSeconds}))`,
      })
      .where(key);
  } else {
    await tx.delete(playerSeats).where(key);
  }
  await tx
    .update(machineClaims)
    .set({
      occupantUserId: null,
      heldForUserId: featureOpen ? input.userId : null,
      roundsSinceBonus: seat.roundsSinceBonus,
      ...(seat.lastPlayedAt ? { lastPlayedAt: seat.lastPlayedAt } : {}),
    })
    .where(and(eq(machineClaims.machineId, input.machineId), eq(machineClaims.occupantUserId, input.userId)));
  return true;
}

interface SeatInput {
  userId: bigint;
  lang: Language;
  now: Date;
  idleSeconds: number;
  /** How long a feature left open stays held for its owner (FEATURE_HOLD_SECONDS). */
  holdSeconds: number;
}

async function seatDto(db: Db, modelCode: string, seat: SeatRow, input: SeatInput): Promise<TSeat> {
  const model = modelOrThrow(modelCode);
  const figures = await modelFigures(db, input.now, input.idleSeconds);
  return {
    machineId: seat.machineId,
    game: gameToDto(model, input.lang, figures.get(model.code)!),
    state: seat.state ?? null,
    seatedAt: (seat.seatedAt ?? input.now).toISOString(),
    idleTimeoutSeconds: input.idleSeconds,
  };
}

/**
 * Takes a machine: free, lapsed, or already the member's. The machine's claim row is locked, so
 * two members racing for one machine get one seat; the member's previous seat is left first, and
 * the unique key on the member's seated row keeps it at one seat per member even under races. A machine held for another member's open feature is refused (MACHINE_HELD) until
 * that hold ends; a hold that has ended is settled for its owner first, so the next member sits
 * at a machine in its base state. The owner coming back resumes their feature.
 */
export async function takeSeat(db: Db, input: SeatInput & { machineId: number }): Promise<TSeat> {
  // A member in a cool-off or self-exclusion is told so at the door, not after sitting down.
  await assertNotBlocked(db, { userId: input.userId, now: input.now });
  await settleHeldFeature(db, { machineId: input.machineId });
  const taken = await db
    .transaction(async (tx) => {
      const previous = await seatOf(tx, input.userId);
      if (previous && previous.machineId !== input.machineId) {
        // Both claims first, in machine order: two members swapping machines at the same instant
        // would otherwise each hold their own machine's claim and wait for the other's (a deadlock,
        // which PostgreSQL ends by failing one of them).
        for (const machineId of [previous.machineId, input.machineId].sort((a, b) => a - b)) await lockClaim(tx, machineId);
        await vacate(tx, { userId: input.userId, machineId: previous.machineId, holdSeconds: input.holdSeconds });
      }
      const claim = await lockClaim(tx, input.machineId);
      // Read after the claim's lock: an operator removing the machine locks the claim too
      // (staff-machines.ts), so a machine gone by now is seen gone (and the claim made above goes
      // with this transaction).
      const [machine] = await tx.select().from(machines).where(eq(machines.id, input.machineId));
      if (!machine || !claim) throw new AppError('MACHINE_NOT_FOUND', { field: 'machineId' });
      if (machine.status !== 'active') throw new AppError('MACHINE_OUT_OF_SERVICE', { field: 'machineId' });
      if (claim.heldForUserId !== null && claim.heldForUserId !== input.userId) {
        throw new AppError('MACHINE_HELD', { field: 'machineId' });
      }
      let { roundsSinceBonus, lastPlayedAt } = claim;
      const holder = claim.occupantUserId;
      if (holder !== null && holder !== input.userId) {
        // The idle lapse is read from the holder's own seat row, and the row goes under its lock:
        // a round of theirs committing meanwhile keeps the seat theirs (the DELETE then finds it
        // active), and a round after this finds no seat row.
        const [lapsed] = await tx
          .delete(playerSeats)
          .where(and(seatKey(holder, machine.id), isNull(playerSeats.state), seatLapsed(input.idleSeconds)))
          .returning();
        if (lapsed) {
          roundsSinceBonus = lapsed.roundsSinceBonus;
          lastPlayedAt = lapsed.lastPlayedAt ?? lastPlayedAt;
        } else {
          const [seat] = await tx.select({ state: playerSeats.state }).from(playerSeats).where(seatKey(holder, machine.id));
          // Their feature is open (seated or lapsed, the hold runs on): the machine waits for it.
          if (seat?.state) throw new AppError('MACHINE_HELD', { field: 'machineId' });
          if (seat) throw new AppError('MACHINE_OCCUPIED', { field: 'machineId' });
          // A claim without its seat row has nobody behind it: the machine is free.
        }
      }
      // The member's row here: the one their held feature waits in (they resume it, and its hold
      // runs from their next idle period again), or a new one counting on from the machine's rounds.
      const [seat] = await tx
        .insert(playerSeats)
        .values({ userId: input.userId, machineId: machine.id, seatedAt: sql`now()`, roundsSinceBonus })
        .onConflictDoUpdate({
          target: [playerSeats.userId, playerSeats.machineId],
          set: {
            seatedAt: sql`now()`,
            heldUntil: sql`case when ${playerSeats.state} is not null
              then now() + make_interval(secs => ${input.idleSeconds + input.holdSeconds}) end`,
          },
        })
        .returning();
      await tx
        .update(machineClaims)
        .set({ occupantUserId: input.userId, heldForUserId: null, roundsSinceBonus, lastPlayedAt })
        .where(eq(machineClaims.machineId, machine.id));
      return { modelCode: machine.modelCode, seat: seat! };
    })
    .catch((error: unknown) => {
      // The member took another machine at the same instant: a unique seat key refused this one.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', { field: 'machineId' });
      throw error;
    });
  return seatDto(db, taken.modelCode, taken.seat, input);
}

/** The member's seat, if still held; a lapsed seat is released on the way. */
export async function currentSeat(db: Db, input: SeatInput): Promise<TSeat | null> {
  const seat = await seatOf(db, input.userId);
  if (!seat) return null;
  if (!seatIsHeld(seat, input.now, input.idleSeconds)) {
    await leaveSeat(db, { userId: input.userId, holdSeconds: input.holdSeconds });
    return null;
  }
  const [machine] = await db.select({ modelCode: machines.modelCode }).from(machines).where(eq(machines.id, seat.machineId));
  return seatDto(db, machine!.modelCode, seat, input);
}

/** Leaves the member's seat; a feature they leave open stays theirs, held for `holdSeconds`. */
export async function leaveSeat(db: Db, input: { userId: bigint; holdSeconds: number }): Promise<{ left: boolean }> {
  const seat = await seatOf(db, input.userId);
  if (!seat) return { left: false };
  const left = await db.transaction((tx) =>
    vacate(tx, { userId: input.userId, machineId: seat.machineId, holdSeconds: input.holdSeconds }),
  );
  return { left };
}

/** Whether the member sits at a machine now (agent transfers are refused mid-game): their own seat row. */
export async function hasSeat(db: Db, userId: bigint, now = new Date(), idleSeconds = 600): Promise<boolean> {
  const seat = await seatOf(db, userId);
  return seat !== undefined && seatIsHeld(seat, now, idleSeconds);
}
