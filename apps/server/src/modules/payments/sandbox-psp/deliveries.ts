import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { signSandboxPayload } from '../sandbox-signature.ts';
import { sandboxWebhookDeliveries } from '../schema.ts';

export type SandboxDelivery = typeof sandboxWebhookDeliveries.$inferSelect;

/**
 * Waits between a failed attempt and the next, as real providers back off: the first attempt
 * goes at once, then after 5 s, 30 s, 2 min, 10 min and 1 h. When the last fails the provider
 * gives up and the order is left to the reconciliation (reconcile-deposits.ts).
 */
export const REDELIVERY_BACKOFF_MS = [5_000, 30_000, 120_000, 600_000, 3_600_000] as const;
export const MAX_DELIVERY_ATTEMPTS = REDELIVERY_BACKOFF_MS.length + 1;
/** Deliveries one redelivery run claims at most (they go out in parallel). */
const REDELIVERY_BATCH = 20;

/** How the sandbox provider reaches our webhook: in process through the app's HTTP handling (inject). */
export type InjectWebhook = (request: {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  payload: string;
}) => Promise<{ statusCode: number; body: string }>;

/** One attempt's outcome: acknowledged only on a 2xx whose envelope says 200. */
export interface AttemptOutcome {
  acknowledged: boolean;
  /** `acknowledged`, `HTTP 500`, `HTTP 200, code 403`, `timeout after 10000 ms`, `unreachable (ECONNREFUSED)`. */
  result: string;
}
export type WebhookTransport = (body: string) => Promise<AttemptOutcome>;

export interface SandboxDeliverySettings {
  secret: string;
  /** SANDBOX_PAY_WEBHOOK_URL; undefined: delivered in process. */
  url: string | undefined;
  timeoutMs: number;
  inject: InjectWebhook;
}

/** The settings the sandbox provider delivers with, from the config. */
export function sandboxDeliverySettings(config: Config, inject: InjectWebhook): SandboxDeliverySettings {
  return {
    secret: config.sandboxPaySecret,
    url: config.sandboxPayWebhookUrl,
    timeoutMs: config.sandboxPayWebhookTimeoutMs,
    inject,
  };
}

/**
 * Sends one webhook, signed at the moment it leaves (each attempt gets a fresh timestamp, so a
 * redelivery an hour later still passes the 5-minute window), over HTTP to SANDBOX_PAY_WEBHOOK_URL
 * or in process. Nothing is thrown: a refused connection, a timeout, a 500 or an error envelope
 * is an attempt that was not acknowledged.
 */
export function sandboxWebhookTransport(settings: SandboxDeliverySettings): WebhookTransport {
  return async (body) => {
    const headers = {
      'content-type': 'application/json',
      'x-sandbox-signature': signSandboxPayload(settings.secret, body, Math.floor(Date.now() / 1000)),
    };
    try {
      const answer = settings.url
        ? await postOverHttp(settings.url, headers, body, settings.timeoutMs)
        : await withTimeout(
            settings
              .inject({ method: 'POST', url: '/v2/hooks/sandbox', headers, payload: body })
              .then((response) => ({ status: response.statusCode, text: response.body })),
            settings.timeoutMs,
          );
      return judge(answer);
    } catch (error) {
      return { acknowledged: false, result: describeFailure(error, settings.timeoutMs) };
    }
  };
}

async function postOverHttp(url: string, headers: Record<string, string>, body: string, timeoutMs: number) {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, text: await response.text() };
}

class DeliveryTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeliveryTimeout()), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function judge(answer: { status: number; text: string }): AttemptOutcome {
  let code: unknown;
  try {
    code = (JSON.parse(answer.text) as { code?: unknown }).code;
  } catch {
    code = undefined;
  }
  if (answer.status >= 200 && answer.status < 300 && code === 200) return { acknowledged: true, result: 'acknowledged' };
  const envelopeCode = typeof code === 'number' ? `, code ${code}` : '';
  return { acknowledged: false, result: `HTTP ${answer.status}${envelopeCode}` };
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DeliveryTimeout || (error instanceof Error && error.name === 'TimeoutError')) {
    return `timeout after ${timeoutMs} ms`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return `unreachable (${cause.code})`;
  return `failed (${error instanceof Error ? error.message : String(error)})`.slice(0, 200);
}

/** The event as the provider sends it, the same bytes (but a fresh signature) on every attempt. */
export function deliveryBody(row: SandboxDelivery): string {
  return JSON.stringify({
    eventId: row.eventId,
    orderSn: row.orderSn,
    status: row.verdict,
    amount: Number(row.amount),
    currency: row.currency,
  });
}

/** A claimed attempt may take the timeout and then some before its lease lets another run take it. */
function leaseMs(settings: SandboxDeliverySettings): number {
  return settings.timeoutMs + 30_000;
}

/**
 * The provider's verdict on a checkout, recorded once: a second press of either button finds the
 * first verdict. A fresh verdict is claimed for its first attempt, which the caller makes at once;
 * if the process dies before it, the lease runs out and the redelivery job makes it.
 */
export async function recordSandboxVerdict(
  db: Db,
  input: {
    orderSn: string;
    verdict: 'paid' | 'failed';
    amount: bigint;
    currency: 'JPY' | 'CNY';
    settings: SandboxDeliverySettings;
    now: Date;
  },
): Promise<{ row: SandboxDelivery; fresh: boolean }> {
  const [row] = await db
    .insert(sandboxWebhookDeliveries)
    .values({
      orderSn: input.orderSn,
      eventId: randomUUID(),
      verdict: input.verdict,
      amount: input.amount,
      currency: input.currency,
      nextAttemptAt: new Date(input.now.getTime() + leaseMs(input.settings)),
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { row, fresh: true };
  const [existing] = await db.select().from(sandboxWebhookDeliveries).where(eq(sandboxWebhookDeliveries.orderSn, input.orderSn));
  return { row: existing!, fresh: false };
}

/**
 * Makes one attempt of a claimed delivery and records it: acknowledged, or the next attempt
 * scheduled by the backoff, or given up after the last. The update is conditional on the
 * attempt count the claim saw, so a run whose lease ran out cannot overwrite a later one.
 */
export async function attemptDelivery(
  db: Db,
  row: SandboxDelivery,
  input: { transport: WebhookTransport; now: Date; log?: FastifyBaseLogger },
): Promise<SandboxDelivery> {
  const outcome = await input.transport(deliveryBody(row));
  const attempts = row.attempts + 1;
  const set: Partial<SandboxDelivery> = outcome.acknowledged
    ? { state: 'acknowledged', acknowledgedAt: input.now }
    : attempts >= MAX_DELIVERY_ATTEMPTS
      ? { state: 'given_up' }
      : { nextAttemptAt: new Date(input.now.getTime() + REDELIVERY_BACKOFF_MS[attempts - 1]!) };
  const [updated] = await db
    .update(sandboxWebhookDeliveries)
    .set({ ...set, attempts, lastResult: outcome.result })
    .where(
      and(
        eq(sandboxWebhookDeliveries.orderSn, row.orderSn),
        eq(sandboxWebhookDeliveries.state, 'pending'),
        eq(sandboxWebhookDeliveries.attempts, row.attempts),
      ),
    )
    .returning();
  if (updated?.state === 'given_up') {
    input.log?.warn(
      { orderSn: row.orderSn, attempts, lastResult: outcome.result },
      'sandbox provider gave up delivering a webhook; the reconciliation settles the order',
    );
  } else if (updated && !outcome.acknowledged) {
    input.log?.info(
      { orderSn: row.orderSn, attempts, lastResult: outcome.result },
      'sandbox webhook not acknowledged; retried later',
    );
  }
  if (updated) return updated;
  const [current] = await db.select().from(sandboxWebhookDeliveries).where(eq(sandboxWebhookDeliveries.orderSn, row.orderSn));
  return current!;
}

/**
 * The sandbox provider's redelivery run (the `sandbox-webhooks` job): claims the deliveries that
 * are due (SKIP LOCKED, and a lease, so two instances never send one at once) and makes their
 * next attempt. `now` decides what is due and when the next attempt is; signatures use the clock.
 */
export async function redeliverSandboxWebhooks(
  db: Db,
  input: { config: Config; inject: InjectWebhook; now: Date; log?: FastifyBaseLogger },
): Promise<{ attempted: number; acknowledged: number; givenUp: number }> {
  const settings = sandboxDeliverySettings(input.config, input.inject);
  const due = db
    .select({ orderSn: sandboxWebhookDeliveries.orderSn })
    .from(sandboxWebhookDeliveries)
    .where(and(eq(sandboxWebhookDeliveries.state, 'pending'), lte(sandboxWebhookDeliveries.nextAttemptAt, input.now)))
    .orderBy(asc(sandboxWebhookDeliveries.nextAttemptAt))
    .limit(REDELIVERY_BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(sandboxWebhookDeliveries)
    .set({ nextAttemptAt: new Date(input.now.getTime() + leaseMs(settings)) })
    .where(and(inArray(sandboxWebhookDeliveries.orderSn, due), eq(sandboxWebhookDeliveries.state, 'pending')))
    .returning();
  const transport = sandboxWebhookTransport(settings);
  const results = await Promise.all(
    claimed.map((row) => attemptDelivery(db, row, { transport, now: input.now, log: input.log })),
  );
  return {
    attempted: results.length,
    acknowledged: results.filter((row) => row.state === 'acknowledged').length,
    givenUp: results.filter((row) => row.state === 'given_up').length,
  };
}
