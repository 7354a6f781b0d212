import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { depositOrders } from '../schema.ts';
import { signSandboxPayload } from '../sandbox-signature.ts';
import { CHECKOUT_CSS, checkoutPage } from './checkout-page.ts';

const ZParams = z.object({ orderSn: z.string().regex(/^D\d{14}[0-9A-Z]{6}$/) });

/**
 * A simulated payment provider living beside the app (development and tests only). Its
 * hosted checkout page has pay / decline buttons; the verdict reaches our webhook exactly as a
 * real provider's would: a signed POST to /v2/hooks/sandbox. It is delivered through the
 * server's own HTTP handling (inject), so signature checks, parsing and replay rules all run.
 */
export async function registerSandboxProvider(app: FastifyInstance, input: { secret: string }) {
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
      const order = params.success
        ? (await db.select().from(depositOrders).where(eq(depositOrders.orderSn, params.data.orderSn)))[0]
        : undefined;
      if (!order || order.channel !== 'sandbox')
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send('<!doctype html><title>Not found</title><p>Unknown checkout.</p>');
      const html = checkoutPage({
        orderSn: order.orderSn,
        amount: order.amount.toString(),
        currency: order.currency,
        payable: order.status === 'pending' || order.status === 'expired',
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    });

    scope.post('/sandbox-pay/:orderSn/:verdict', { schema: { hide: true } }, async (request, reply) => {
      const params = ZParams.extend({ verdict: z.enum(['pay', 'fail']) }).safeParse(request.params);
      const order = params.success
        ? (await db.select().from(depositOrders).where(eq(depositOrders.orderSn, params.data.orderSn)))[0]
        : undefined;
      if (!params.success || !order) return reply.code(404).send('unknown checkout');
      const status = params.data.verdict === 'pay' ? 'paid' : 'failed';
      const body = JSON.stringify({
        eventId: randomUUID(),
        orderSn: order.orderSn,
        status,
        amount: Number(order.amount),
        currency: order.currency,
      });
      const delivery = await app.inject({
        method: 'POST',
        url: '/v2/hooks/sandbox',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': signSandboxPayload(input.secret, body, Math.floor(Date.now() / 1000)),
        },
        payload: body,
      });
      request.log.info(
        { orderSn: order.orderSn, status, webhook: delivery.statusCode },
        'sandbox provider delivered its webhook',
      );
      return reply.redirect(`/user/finance/deposit?orderSn=${order.orderSn}&result=${status}`, 303);
    });
  });
}
