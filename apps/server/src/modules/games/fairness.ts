import type { TFairness } from '@amigo/contract';
import { generateServerSeed, hashServerSeed } from '@amigo/games';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fairSeeds } from '../../db/schema/index.ts';

type SeedRow = typeof fairSeeds.$inferSelect;

/** A fresh client seed for members who never chose one: 16 hex characters. */
function defaultClientSeed(): string {
  return generateServerSeed().slice(0, 16);
}

/** The member's active seed pair, created on first use (never two, even when requests race). */
export async function ensureActiveSeed(db: Db, userId: bigint): Promise<SeedRow> {
  const [active] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.active, true)));
  if (active) return active;
  const serverSeed = generateServerSeed();
  await db
    .insert(fairSeeds)
    .values({ userId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: defaultClientSeed() })
    .onConflictDoNothing();
  const [created] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.active, true)));
  return created!;
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
 * Ends the active pair (its server seed becomes public) and starts a new one with a new
 * server seed and the given (or the same) client seed. The active row is locked first, so a
 * round in flight finishes on the old pair and the next round starts on the new one.
 */
export async function rotateSeed(db: Db, input: { userId: bigint; clientSeed?: string }): Promise<TFairness> {
  await ensureActiveSeed(db, input.userId);
  await db.transaction(async (tx) => {
    const [active] = await tx
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.userId, input.userId), eq(fairSeeds.active, true)))
      .for('update');
    if (!active) return;
    await tx
      .update(fairSeeds)
      .set({ active: false, revealedAt: sql`now()` })
      .where(eq(fairSeeds.id, active.id));
    const serverSeed = generateServerSeed();
    await tx.insert(fairSeeds).values({
      userId: input.userId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: input.clientSeed ?? active.clientSeed,
    });
  });
  return getFairness(db, input.userId);
}
