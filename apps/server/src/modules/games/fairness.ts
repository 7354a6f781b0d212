import type { TFairness } from '@amigo/contract';
import { generateServerSeed, hashServerSeed } from '@amigo/games';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fairSeeds } from './schema.ts';
import { AppError } from '../../http/app-error.ts';

type SeedRow = typeof fairSeeds.$inferSelect;

/**
 * Stake's scheme: while a pair is active the member sees the hash of its server seed *and* the
 * hash of the server seed that comes next. Rotation (or a new client seed) reveals the active
 * seed and promotes that next one, so the server seed a new client seed is paired with was
 * committed before the member chose it: the hall cannot pick a seed to suit the client seed.
 */

/** A fresh client seed for members who never chose one: 16 hex characters. */
function defaultClientSeed(): string {
  return generateServerSeed().slice(0, 16);
}

function freshNext() {
  const nextServerSeed = generateServerSeed();
  return { nextServerSeed, nextServerSeedHash: hashServerSeed(nextServerSeed) };
}

async function readActive(db: Db, userId: bigint): Promise<SeedRow | undefined> {
  const [active] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.active, true)));
  return active;
}

/**
 * The member's active seed pair with its next seed committed, created on first use (never two,
 * even when requests race). `committedNow` says this call wrote the next seed's commitment
 * (a new member, or a pair from before next seeds were committed): nobody has seen it yet.
 */
export async function ensureActiveSeedWithNext(db: Db, userId: bigint): Promise<{ seed: SeedRow; committedNow: boolean }> {
  const active = await readActive(db, userId);
  if (active?.nextServerSeedHash) return { seed: active, committedNow: false };
  let committedNow: boolean;
  if (active) {
    // A pair from before next seeds existed: commit its next one now (once, whoever gets there first).
    const updated = await db
      .update(fairSeeds)
      .set(freshNext())
      .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.id, active.id), isNull(fairSeeds.nextServerSeedHash)))
      .returning({ id: fairSeeds.id });
    committedNow = updated.length > 0;
  } else {
    const serverSeed = generateServerSeed();
    const inserted = await db
      .insert(fairSeeds)
      .values({ userId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: defaultClientSeed(), ...freshNext() })
      .onConflictDoNothing()
      .returning({ id: fairSeeds.id });
    committedNow = inserted.length > 0;
  }
  return { seed: (await readActive(db, userId))!, committedNow };
}

/** The member's active seed pair (see `ensureActiveSeedWithNext`). */
export async function ensureActiveSeed(db: Db, userId: bigint): Promise<SeedRow> {
  return (await ensureActiveSeedWithNext(db, userId)).seed;
}

/**
 * A new member's first seed pair, with its next seed already committed: called by every path
 * that creates a member (registration, social sign-up, account migration) inside its transaction.
 */
export async function createMemberSeeds(db: Db, userId: bigint): Promise<void> {
  await ensureActiveSeedWithNext(db, userId);
}

export async function getFairness(db: Db, userId: bigint): Promise<TFairness> {
  const active = await ensureActiveSeed(db, userId);
  const [previous] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.active, false)))
    .orderBy(desc(fairSeeds.id))
    .limit(1);
  return {
    serverSeedHash: active.serverSeedHash,
    nextServerSeedHash: active.nextServerSeedHash!,
    clientSeed: active.clientSeed,
    nonce: active.nonce,
    previous: previous
      ? {
          serverSeed: previous.serverSeed,
          serverSeedHash: previous.serverSeedHash,
          clientSeed: previous.clientSeed,
          lastNonce: previous.nonce - 1,
        }
      : null,
  };
}

/**
 * Ends the active pair (its server seed becomes public) and promotes the committed next seed,
 * paired with the given (or the same) client seed; a new next seed is committed in its place.
 * The active row is locked first, so a round in flight finishes on the old pair and the next
 * round starts on the new one.
 *
 * A pair whose next seed was committed by this very call (nobody has seen its hash) is not
 * rotated: the member is asked to look again (CONFLICT) and then sees the hash that will follow.
 */
export async function rotateSeed(db: Db, input: { userId: bigint; clientSeed?: string }): Promise<TFairness> {
  const { committedNow } = await ensureActiveSeedWithNext(db, input.userId);
  if (committedNow) throw new AppError('CONFLICT');
  await db.transaction(async (tx) => {
    const [active] = await tx
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.userId, input.userId), eq(fairSeeds.active, true)))
      .for('update');
    if (!active?.nextServerSeed || !active.nextServerSeedHash) throw new AppError('CONFLICT');
    // The old row keeps the next seed's hash (public) but not the seed, which is now the active secret.
    await tx
      .update(fairSeeds)
      .set({ active: false, revealedAt: sql`now()`, nextServerSeed: null })
      .where(and(eq(fairSeeds.userId, input.userId), eq(fairSeeds.id, active.id)));
    await tx.insert(fairSeeds).values({
      userId: input.userId,
      serverSeed: active.nextServerSeed,
      serverSeedHash: active.nextServerSeedHash,
      clientSeed: input.clientSeed ?? active.clientSeed,
      ...freshNext(),
    });
  });
  return getFairness(db, input.userId);
}
