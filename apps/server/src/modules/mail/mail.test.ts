import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from './schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A real SMTP server on loopback receives what the app sends. */
const received: Array<{ to: string; raw: string }> = [];
let smtp: SMTPServer;
let port: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('mail', () => {
  it('sends queued mail over SMTP and marks it sent', async () => {
    const t: TestApp = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      expect((await t.call('/v2/app/register/send/email/code', { email: 'smtp@example.com' }, { lang: 'en-US' })).body.code).toBe(
        200,
      );
      for (let i = 0; i < 50 && received.length === 0; i += 1) await new Promise((r) => setTimeout(r, 100));
      expect(received[0]?.to).toBe('smtp@example.com');
      expect(received[0]?.raw).toMatch(/Verification code: \d{6}/);
      for (let i = 0; i < 20; i += 1) {
        const [row] = await t.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'smtp@example.com'));
        if (row?.status === 'sent') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const [row] = await t.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'smtp@example.com'));
      expect(row?.status).toBe('sent');
    } finally {
      await t.close();
    }
  }, 120_000);

  it('keeps the development outbox out of production', async () => {
    const t = await createTestApp({ env: 'production' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=a@example.com' });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('asks for the address when the outbox is read without one', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(res.json()).toMatchObject({ code: 400, data: { field: 'to' } });
    } finally {
      await t.close();
    }
  }, 120_000);
});
