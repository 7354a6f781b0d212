import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { markOnce } from '../platform/index.ts';
import { memberIdByUsername } from '../users/index.ts';
import { sendLetter } from './send-letter.ts';

/** Demo letters, once: a welcome broadcast to every member and a getting-started letter for demo01. */
export async function seedDemoLetters(db: Db, log: FastifyBaseLogger, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await markOnce(tx, { key: 'demo_letters_seeded_at', value: now.toISOString() }))) return;
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
    // demo01 starts with no coins and no orders: its letter says how to get going, and never
    // reports a deposit that did not happen (issue 17: the seed used to credit an invented order).
    const demoId = await memberIdByUsername(tx, 'demo01');
    if (demoId !== undefined) {
      await sendLetter(tx, {
        to: { userId: demoId },
        now,
        content: {
          category: 'system',
          title: {
            Jp: 'デモアカウントの始め方',
            En: 'Getting started with this demo account',
            Zh: '演示账户入门',
            ZhTW: '示範帳戶入門',
          },
          body: {
            Jp: '<p>このアカウントの残高は 0 コインから始まります。<a href="/user/finance/deposit">入金</a>でオンライン決済を選ぶと、テスト用の決済ページ（実際のお金は動きません）で支払え、確認後すぐにコインが反映されます。そのあと<a href="/amigo">ゲームホール</a>で台を選んでください。</p>',
            En: '<p>This account starts with 0 coins. Choose online payment under <a href="/user/finance/deposit">Deposit</a>: the test checkout (no real money moves) lets you pay, and the coins arrive as soon as it confirms. Then pick a machine in the <a href="/amigo">game hall</a>.</p>',
            Zh: '<p>此账户余额从 0 游戏币开始。在<a href="/user/finance/deposit">充值</a>中选择在线支付，即可在测试支付页面（不会产生真实资金流动）付款，确认后游戏币立即到账。然后在<a href="/amigo">游戏大厅</a>选择机台。</p>',
            ZhTW: '<p>此帳戶餘額從 0 遊戲幣開始。在<a href="/user/finance/deposit">儲值</a>中選擇線上支付，即可在測試支付頁面（不會產生真實資金流動）付款，確認後遊戲幣立即入帳。然後在<a href="/amigo">遊戲大廳</a>選擇機台。</p>',
          },
        },
        dedupeKey: 'demo:getting-started',
      });
    }
    log.info('demo letters seeded');
  });
}
