import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { PaymentProviderAdapter } from '../provider-adapter.ts';
import { sandboxWebhookDeliveries } from '../schema.ts';

/**
 * The sandbox provider's query call: what its own books say about a checkout, whatever became of
 * the webhook. A real provider's adapter asks its API the same question over HTTP.
 */
export function sandboxProviderAdapter(db: Db): PaymentProviderAdapter {
  return {
    name: 'sandbox',
    channel: 'sandbox',
    async queryOrder(orderSn) {
      const [row] = await db.select().from(sandboxWebhookDeliveries).where(eq(sandboxWebhookDeliveries.orderSn, orderSn));
      if (!row) return { status: 'open' };
      return row.verdict === 'paid' ? { status: 'paid', amount: row.amount, currency: row.currency } : { status: 'failed' };
    },
  };
}
