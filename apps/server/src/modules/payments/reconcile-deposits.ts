import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PaymentProviderAdapter, ProviderOrderState } from './provider-adapter.ts';
import { applyProviderVerdict } from './provider-verdict.ts';
import { depositOrders } from './schema.ts';

/** Orders older than this are not asked about any more: an operator settles them with the provider. */
export const RECONCILE_LOOKBACK_MS = 2 * 24 * 3_600_000;
/** Orders one run asks one provider about at most (the ones asked longest ago first). */
const RECONCILE_BATCH = 200;

export interface ReconcileResult {
  asked: number;
  /** Orders this run settled: their webhook had not come (or had not been acknowledged). */
  settled: number;
  /** Queries that failed (the provider could not be asked); the next run asks again. */
  failed: number;
}

/**
 * The `reconcile-deposits` job: asks each provider about its orders still open (pending, or
 * expired — a payment after the checkout expired is still credited) that were opened more than
 * `olderThanMs` ago, within the last two days, and not asked about in the last `olderThanMs`.
 * A "paid" or "declined" answer is applied exactly as a verified webhook's verdict
 * (applyProviderVerdict): the order row is locked, so an order is credited once whether the
 * webhook, a redelivery or this job comes first, and a paid answer with another amount or currency
 * closes the order as failed with both figures, crediting nothing.
 */
export async function reconcileDeposits(
  db: Db,
  input: { providers: PaymentProviderAdapter[]; olderThanMs: number; now: Date; log?: FastifyBaseLogger },
): Promise<ReconcileResult> {
  const result: ReconcileResult = { asked: 0, settled: 0, failed: 0 };
  const openedBefore = new Date(input.now.getTime() - input.olderThanMs);
  for (const provider of input.providers) {
    const orders = await db
      .select({ userId: depositOrders.userId, orderSn: depositOrders.orderSn })
      .from(depositOrders)
      .where(
        and(
          inArray(depositOrders.status, ['pending', 'expired']),
          eq(depositOrders.channel, provider.channel),
          lte(depositOrders.createdAt, openedBefore),
          gte(depositOrders.createdAt, new Date(input.now.getTime() - RECONCILE_LOOKBACK_MS)),
          or(isNull(depositOrders.providerCheckedAt), lte(depositOrders.providerCheckedAt, openedBefore)),
        ),
      )
      .orderBy(sql`${depositOrders.providerCheckedAt} asc nulls first`, asc(depositOrders.createdAt))
      .limit(RECONCILE_BATCH);
    for (const { userId, orderSn } of orders) {
      let state: ProviderOrderState;
      try {
        state = await provider.queryOrder(orderSn);
      } catch (error) {
        result.failed += 1;
        input.log?.warn(
          { err: error, provider: provider.name, orderSn },
          'payment provider query failed; the next run asks again',
        );
        continue;
      }
      result.asked += 1;
      const settled = await db.transaction(async (tx) => {
        const outcome =
          state.status === 'open'
            ? undefined
            : await applyProviderVerdict(
                tx,
                state.status === 'paid'
                  ? { userId, orderSn, outcome: 'paid', amount: state.amount, currency: state.currency, now: input.now }
                  : { userId, orderSn, outcome: 'failed', now: input.now },
              );
        await tx
          .update(depositOrders)
          .set({ providerCheckedAt: input.now })
          .where(and(eq(depositOrders.userId, userId), eq(depositOrders.orderSn, orderSn)));
        return outcome;
      });
      if (settled?.changed) {
        result.settled += 1;
        input.log?.warn(
          { provider: provider.name, orderSn, verdict: state.status, mismatch: settled.mismatch },
          'deposit settled by reconciliation: its webhook had not come',
        );
      }
    }
  }
  return result;
}
