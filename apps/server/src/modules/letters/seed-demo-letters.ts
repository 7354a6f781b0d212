import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { appMeta, users } from '../../db/schema/index.ts';
import { sendLetter } from './send-letter.ts';

/** Demo letters, once: a welcome broadcast to every member and a first deposit letter for demo01. */
export async function seedDemoLetters(db: Db, log: FastifyBaseLogger, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appMeta)
      .values({ key: 'demo_letters_seeded_at', value: now.toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return;
    await sendLetter(tx, {
      to: { audience: 'all' },
      now,
      content: {
        category: 'system',
        title: {
          Jp: 'Amigo Hall へようこそ',
          En: 'Welcome to Amigo Hall',
          Zh: '欢迎来到 Amigo Hall',
          ZhTW: '歡迎來到 Amigo Hall',
        },
        body: {
          Jp: '<p>ご登録ありがとうございます。まずは<a href="/game/guide">ガイド</a>で遊び方をご確認ください。</p>',
          En: '<p>Thank you for joining. Start with the <a href="/game/guide">guide</a> to learn how the hall works.</p>',
          Zh: '<p>感谢您的注册。请先阅读<a href="/game/guide">指南</a>了解玩法。</p>',
          ZhTW: '<p>感謝您的註冊。請先閱讀<a href="/game/guide">指南</a>了解玩法。</p>',
        },
      },
    });
    const [demo] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'demo01')).limit(1);
    if (demo) {
      await sendLetter(tx, {
        to: { userId: demo.id },
        now,
        content: { template: 'depositCredited', params: { orderSn: 'D20260101000000DEMO01', coins: 5000 } },
        dedupeKey: 'demo:deposit',
      });
    }
    log.info('demo letters seeded');
  });
}
