import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mailOutbox } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { okEnvelope } from '../../http/envelope.ts';

const ZOutboxQuery = z.object({ to: z.string().trim().min(3).max(254) });

/**
 * Outside production, the development outbox: GET /dev/outbox?to=ADDRESS → the mails to that
 * address, newest first. (The SMTP sender is a job in src/scheduler.ts.)
 */
export async function mailRoutes(app: FastifyInstance) {
  const { db } = app.database;
  if (app.config.env === 'production') return;

  app.get('/dev/outbox', { schema: { hide: true } }, async (request) => {
    const query = ZOutboxQuery.safeParse(request.query);
    if (!query.success)
      throw new AppError('INVALID_INPUT', { field: 'to', messageKey: 'validation.required', params: { field: 'to' } });
    const rows = await db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text, createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(and(eq(sql`lower(${mailOutbox.to})`, query.data.to.toLowerCase())))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(50);
    return okEnvelope(
      request,
      rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    );
  });
}
