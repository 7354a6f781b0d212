import type { Language, TSeat } from '@amigo/contract';
import { and, eq, ne, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { machines } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { assertNotBlocked } from '../responsible/index.ts';
import { gameToDto, modelOrThrow } from './catalogue.ts';
import { modelFigures } from './floor.ts';

type MachineRow = typeof machines.$inferSelect;

/** A seat lasts while the member plays; it lapses after `idleSeconds` without a play. */
export function seatIsHeld(row: Pick<MachineRow, 'seatedAt' | 'lastPlayedAt'>, now: Date, idleSeconds: number): boolean {
  const lastActive = Math.max(row.seatedAt?.getTime() ?? 0, row.lastPlayedAt?.getTime() ?? 0);
  return now.getTime() - lastActive < idleSeconds * 1000;
}

/** SQL twin of `seatIsHeld`, for conditional updates. */
function seatLapsed(idleSeconds: number) {
  return sql`greatest(${machines.seatedAt}, coalesce(${machines.lastPlayedAt}, ${machines.seatedAt})) < now() - make_interval(secs => ${idleSeconds})`;
}

interface SeatInput {
  userId: bigint;
  lang: Language;
  now: Date;
  idleSeconds: number;
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
 */
export async function takeSeat(db: Db, input: SeatInput & { machineId: number }): Promise<TSeat> {
  // A member in a cool-off or self-exclusion is told so at the door, not after sitting down.
  await assertNotBlocked(db, { userId: input.userId, now: input.now });
  const taken = await db
    .transaction(async (tx) => {
      await tx
        .update(machines)
        .set({ occupantUserId: null, seatedAt: null, lastPlayedAt: null })
        .where(and(eq(machines.occupantUserId, input.userId), ne(machines.id, input.machineId)));
      const [row] = await tx
        .update(machines)
        .set({ occupantUserId: input.userId, seatedAt: sql`now()` })
        .where(
          and(
            eq(machines.id, input.machineId),
            eq(machines.status, 'active'),
            or(isNull(machines.occupantUserId), eq(machines.occupantUserId, input.userId), seatLapsed(input.idleSeconds)),
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
  throw new AppError('MACHINE_OCCUPIED', { field: 'machineId' });
}

/** The member's seat, if still held; a lapsed seat is released on the way. */
export async function currentSeat(db: Db, input: SeatInput): Promise<TSeat | null> {
  const [row] = await db.select().from(machines).where(eq(machines.occupantUserId, input.userId));
  if (!row) return null;
  if (!seatIsHeld(row, input.now, input.idleSeconds)) {
    await leaveSeat(db, { userId: input.userId });
    return null;
  }
  return seatDto(db, row, input);
}

export async function leaveSeat(db: Db, input: { userId: bigint }): Promise<{ left: boolean }> {
  const released = await db
    .update(machines)
    .set({ occupantUserId: null, seatedAt: null, lastPlayedAt: null })
    .where(eq(machines.occupantUserId, input.userId))
    .returning({ id: machines.id });
  return { left: released.length > 0 };
}

/** Whether the member sits at a machine now (agent transfers are refused mid-game). */
export async function hasSeat(db: Db, userId: bigint, now = new Date(), idleSeconds = 600): Promise<boolean> {
  const [row] = await db.select().from(machines).where(eq(machines.occupantUserId, userId));
  return row !== undefined && seatIsHeld(row, now, idleSeconds);
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
