import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { webhookEvents } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { verifySandboxSignature } from './sandbox-signature.ts';
import { applyProviderVerdict } from './provider-verdict.ts';
import { requireOrderOwner } from './order-routes.ts';

const ZSandboxEvent = z.object({
  eventId: z.string().min(8).max(100),
  orderSn: z.string().max(40),
  status: z.enum(['paid', 'failed']),
  amount: z.number().int().positive(),
  currency: z.enum(['JPY', 'CNY']),
});

/**
 * `POST /v2/hooks/sandbox`: the provider's verdict on a checkout. The signature (HMAC of the
 * raw body with the shared secret) and its timestamp window are checked before anything is
 * parsed; the event id is recorded in the same transaction as its effect, so a redelivery —
 * concurrent or days later — is acknowledged and changes nothing.
 */
export async function receiveSandboxWebhook(
  db: Db,
  input: { secret: string; rawBody: string; signature: string | undefined; now: Date },
) {
  if (!verifySandboxSignature(input.secret, input.rawBody, input.signature, Math.floor(input.now.getTime() / 1000))) {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  }
  let event: z.infer<typeof ZSandboxEvent>;
  try {
    event = ZSandboxEvent.parse(JSON.parse(input.rawBody));
  } catch {
    throw new AppError('INVALID_INPUT', { field: 'body' });
  }
  // The order's member, from order_routes before the transaction (a route never changes): the
  // event row and the order are both the member's (a router transaction on Citus). An unknown
  // order number is NOT_FOUND and records nothing, as before.
  const userId = await requireOrderOwner(db, event.orderSn, 'deposit');
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ userId, provider: 'sandbox', eventId: event.eventId, receivedAt: input.now })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) return { duplicate: true, changed: false, mismatch: false };
    // A paid event whose amount or currency is not the order's credits nothing; it is recorded on
    // the order and acknowledged here (with the event id), so the provider does not retry it.
    // The reconciliation settles through the same call: an order is credited once, whichever comes first.
    const { changed, mismatch } = await applyProviderVerdict(
      tx,
      event.status === 'paid'
        ? {
            userId,
            orderSn: event.orderSn,
            outcome: 'paid',
            amount: BigInt(event.amount),
            currency: event.currency,
            now: input.now,
          }
        : { userId, orderSn: event.orderSn, outcome: 'failed', now: input.now },
    );
    return { duplicate: false, changed, mismatch };
  });
}
