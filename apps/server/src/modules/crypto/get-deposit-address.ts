import type { TCryptoNetwork } from '@amigo/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cryptoAddressRoutes, cryptoDepositAddresses } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { assertNotBlocked } from '../responsible/index.ts';
import { deriveAddress, MAX_ADDRESS_INDEX } from './addresses.ts';
import { findNetwork } from './catalogue.ts';
import type { CryptoDeps } from './deps.ts';

/**
 * The member's deposit address for a coin on a network: derived from the family's account key at
 * `0/<member id>` the first time and kept, so the same member always gets the same address (and
 * every EVM network the same one). Members in a cool-off or self-exclusion get none.
 */
export async function getDepositAddress(
  db: Db,
  deps: CryptoDeps,
  input: { userId: bigint; coin: string; network: TCryptoNetwork; now: Date },
) {
  await assertNotBlocked(db, input);
  const network = findNetwork(deps.catalogue, { ...input, purpose: 'deposit' });
  const key = (await deps.keys())[network.family];
  if (!key || input.userId > BigInt(MAX_ADDRESS_INDEX)) throw new AppError('CRYPTO_NETWORK_UNAVAILABLE', { field: 'network' });
  const where = and(eq(cryptoDepositAddresses.userId, input.userId), eq(cryptoDepositAddresses.family, network.family));
  let [row] = await db.select().from(cryptoDepositAddresses).where(where);
  if (!row) {
    const address = deriveAddress(network.family, key, Number(input.userId));
    // The address and its route in one transaction: the route's key (family, address) keeps an
    // address one member's across the hall, and the chain watcher finds the owner through it.
    await db.transaction(async (tx) => {
      await tx
        .insert(cryptoAddressRoutes)
        .values({ family: network.family, address, userId: input.userId })
        .onConflictDoNothing();
      const [route] = await tx
        .select({ userId: cryptoAddressRoutes.userId })
        .from(cryptoAddressRoutes)
        .where(and(eq(cryptoAddressRoutes.family, network.family), eq(cryptoAddressRoutes.address, address)));
      // Derived at the member's own index, an address is never another member's; if it were, no
      // address is handed out rather than one whose deposits would go to someone else.
      if (route?.userId !== input.userId) throw new Error(`deposit address of member ${input.userId} belongs to another member`);
      await tx
        .insert(cryptoDepositAddresses)
        .values({ userId: input.userId, family: network.family, address, derivationIndex: input.userId, createdAt: input.now })
        .onConflictDoNothing();
    });
    [row] = await db.select().from(cryptoDepositAddresses).where(where);
  }
  return {
    coin: input.coin,
    network: input.network,
    address: row!.address,
    confirmations: network.confirmations,
    depositMin: network.depositMin,
  };
}
