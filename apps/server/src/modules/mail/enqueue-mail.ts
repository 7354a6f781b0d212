import type { Db } from '../../db/client.ts';
import { mailOutbox } from './schema.ts';

/**
 * Puts a mail in the outbox inside the caller's transaction, so it goes out only if the
 * change that caused it commits. With SMTP configured the worker sends it; without, it
 * stays as a development mail readable at GET /dev/outbox.
 */
export async function enqueueMail(
  db: Db,
  mail: { to: string; subject: string; text: string; smtpConfigured: boolean },
): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, status: mail.smtpConfigured ? 'pending' : 'dev' });
}
