import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from './schema.ts';

const BATCH = 10;
const MAX_ATTEMPTS = 6;

/**
 * The outbox job's work (src/scheduler.ts runs it every second and once at start): claims a
 * batch with FOR UPDATE SKIP LOCKED (several server processes never send the same mail), sends
 * each over SMTP outside any transaction, then records the outcome, while full batches come back.
 * Failures retry with exponential backoff, then stay `failed` for an operator.
 */
export function mailOutboxDrainer(input: { db: Db; smtpUrl: string; from: string; log: FastifyBaseLogger }) {
  const transport = nodemailer.createTransport(input.smtpUrl);
  return {
    drain: async () => {
      while ((await drainOnce({ ...input, transport })) === BATCH) {
        // keep going while full batches come back
      }
    },
    close: () => transport.close(),
  };
}

async function drainOnce(input: { db: Db; from: string; log: FastifyBaseLogger; transport: Transporter }): Promise<number> {
  const now = new Date();
  const claimed = await input.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    // Push the claimed rows into the future so another worker does not pick them up meanwhile.
    for (const row of rows) {
      await tx
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + 60_000), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.id, row.id));
    }
    return rows;
  });
  for (const mail of claimed) {
    try {
      await input.transport.sendMail({ from: input.from, to: mail.to, subject: mail.subject, text: mail.text });
      await input.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(mailOutbox.id, mail.id));
    } catch (error) {
      const attempts = mail.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      input.log.warn({ err: error, mailId: String(mail.id), attempts }, 'mail not sent');
      await input.db
        .update(mailOutbox)
        .set({
          status: failed ? 'failed' : 'pending',
          lastError: String(error).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + 2 ** attempts * 1_000),
        })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
  return claimed.length;
}
