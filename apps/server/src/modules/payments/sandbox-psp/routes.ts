import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { orderOwner } from '../order-routes.ts';
import { depositOrders, sandboxWebhookDeliveries } from '../schema.ts';
import { CHECKOUT_CSS, checkoutPage, type CheckoutView } from './checkout-page.ts';
import {
  attemptDelivery,
  recordSandboxVerdict,
  sandboxDeliverySettings,
  sandboxWebhookTransport,
  type SandboxDelivery,
} from './deliveries.ts';

type DepositOrder = typeof depositOrders.$inferSelect;

const ZParams = z.object({ orderSn: z.string().regex(/^D\d{14}[0-9A-Z]{6}$/) });

/**
 * A simulated payment provider living beside the app (development and tests only). Its
 * hosted checkout page has pay / decline buttons; the verdict reaches our webhook exactly as a
 * real provider's would: a signed POST to /v2/hooks/sandbox, through the server's own HTTP
 * handling (inject) or over HTTP to SANDBOX_PAY_WEBHOOK_URL, so signature checks, parsing and
 * replay rules all run. A delivery that is not acknowledged is redelivered with backoff by the
 * `sandbox-webhooks` job (deliveries.ts); the provider's own books answer the reconciliation's
 * query (adapter.ts).
 */
export async function registerSandboxProvider(app: FastifyInstance) {
  // A simulator that marks orders paid: it never exists in production, whoever calls this.
  if (app.config.env === 'production') return;
  const { db } = app.database;
  await app.register(async (scope) => {
    // The checkout's buttons are plain HTML forms.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) =>
      done(null, body),
    );

    scope.get('/sandbox-pay/checkout.css', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(CHECKOUT_CSS),
    );

    scope.get('/sandbox-pay/:orderSn', { schema: { hide: true } }, async (request, reply) => {
      const params = ZParams.safeParse(request.params);
      const order = params.success ? await findCheckout(db, params.data.orderSn) : undefined;
      if (!order || order.channel !== 'sandbox')
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send('<!doctype html><title>Not found</title><p>Unknown checkout.</p>');
      const [delivery] = await db
        .select()
        .from(sandboxWebhookDeliveries)
        .where(eq(sandboxWebhookDeliveries.orderSn, order.orderSn));
      const html = checkoutPage({
        orderSn: order.orderSn,
        amount: order.amount.toString(),
        currency: order.currency,
        view: viewOf(order, delivery),
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    });

    scope.post('/sandbox-pay/:orderSn/:verdict', { schema: { hide: true } }, async (request, reply) => {
      const params = ZParams.extend({ verdict: z.enum(['pay', 'fail']) }).safeParse(request.params);
      const order = params.success ? await findCheckout(db, params.data.orderSn) : undefined;
      if (!params.success || !order || order.channel !== 'sandbox') return reply.code(404).send('unknown checkout');
      const page = `/sandbox-pay/${order.orderSn}`;
      // One verdict per checkout: a second press of either button finds the first.
      let [delivery] = await db
        .select()
        .from(sandboxWebhookDeliveries)
        .where(eq(sandboxWebhookDeliveries.orderSn, order.orderSn));
      if (!delivery) {
        if (!payable(order)) return reply.redirect(page, 303);
        const settings = sandboxDeliverySettings(app.config, (options) => app.inject(options));
        const recorded = await recordSandboxVerdict(db, {
          orderSn: order.orderSn,
          verdict: params.data.verdict === 'pay' ? 'paid' : 'failed',
          amount: order.amount,
          currency: order.currency,
          settings,
          now: new Date(),
        });
        delivery = recorded.fresh
          ? await attemptDelivery(db, recorded.row, {
              transport: sandboxWebhookTransport(settings),
              now: new Date(),
              log: request.log,
            })
          : recorded.row;
        request.log.info(
          { orderSn: order.orderSn, verdict: delivery.verdict, webhook: delivery.lastResult },
          'sandbox provider delivered its webhook',
        );
      }
      // Back to the merchant with the outcome only once the merchant acknowledged it; until then
      // the provider's own page says the payment is being confirmed (and redelivers meanwhile).
      if (delivery.state !== 'acknowledged') return reply.redirect(page, 303);
      return reply.redirect(`/user/finance/deposit?orderSn=${order.orderSn}&result=${delivery.verdict}`, 303);
    });
  });
}

/** The checkout's order: its member from order_routes, then the order by (user_id, order_sn). */
async function findCheckout(db: Db, orderSn: string): Promise<DepositOrder | undefined> {
  const userId = await orderOwner(db, orderSn, 'deposit');
  if (userId === undefined) return undefined;
  const [order] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.userId, userId), eq(depositOrders.orderSn, orderSn)));
  return order;
}

function payable(order: DepositOrder): boolean {
  return order.status === 'pending' || order.status === 'expired';
}

function viewOf(order: DepositOrder, delivery: SandboxDelivery | undefined): CheckoutView {
  if (!delivery) return payable(order) ? { kind: 'payable' } : { kind: 'closed' };
  if (delivery.verdict === 'failed') return { kind: 'declined' };
  if (delivery.state === 'acknowledged') return { kind: 'paid' };
  return { kind: 'confirming', gaveUp: delivery.state === 'given_up' };
}
