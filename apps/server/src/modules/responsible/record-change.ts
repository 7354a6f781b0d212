import type { Db } from '../../db/client.ts';
import { responsibleEvents } from './schema.ts';
import { sendLetter } from '../letters/index.ts';

/** What the confirming letter says for each change, in the four content languages. */
const LETTERS = {
  limit: {
    Jp: ['責任あるゲーム：上限を変更しました', '入金・損失の上限設定を変更しました。引き上げと解除は24時間後に有効になります。'],
    En: [
      'Responsible gaming: your limit changed',
      'Your deposit or loss limit was changed. Raising or removing a limit takes effect after 24 hours.',
    ],
    Zh: ['负责任博彩：限额已更改', '您的充值或亏损限额已更改。提高或取消限额将在24小时后生效。'],
    ZhTW: ['負責任博彩：上限已變更', '您的儲值或虧損上限已變更。提高或取消上限將在24小時後生效。'],
  },
  reality: {
    Jp: ['責任あるゲーム：リアリティチェック', 'リアリティチェックの間隔を変更しました。'],
    En: ['Responsible gaming: reality check', 'Your reality-check interval was changed.'],
    Zh: ['负责任博彩：现实提醒', '您的现实提醒间隔已更改。'],
    ZhTW: ['負責任博彩：現實提醒', '您的現實提醒間隔已變更。'],
  },
  block: {
    Jp: [
      '責任あるゲーム：利用制限を開始しました',
      'クールオフまたは自己排除を開始しました。期間中は入金・遊技・エージェントからの入金ができません。出金とお知らせの確認はご利用いただけます。',
    ],
    En: [
      'Responsible gaming: your break has started',
      'Your cool-off or self-exclusion has started. Until it ends you cannot deposit, play or receive agent transfers. You can still withdraw and read your letters.',
    ],
    Zh: ['负责任博彩：限制已开始', '您的冷静期或自我禁入已开始。期间无法充值、游戏或接收代理转账。仍可提现和阅读站内信。'],
    ZhTW: ['負責任博彩：限制已開始', '您的冷靜期或自我禁入已開始。期間無法儲值、遊戲或接收代理轉帳。仍可提款和閱讀站內信。'],
  },
  end: {
    Jp: ['責任あるゲーム：自己排除が終了しました', 'オペレーターが自己排除を終了しました。'],
    En: ['Responsible gaming: your self-exclusion ended', 'An operator ended your self-exclusion.'],
    Zh: ['负责任博彩：自我禁入已结束', '运营人员已结束您的自我禁入。'],
    ZhTW: ['負責任博彩：自我禁入已結束', '營運人員已結束您的自我禁入。'],
  },
} as const;

/**
 * Writes the change to the member's append-only trail and sends the confirming letter, in the
 * caller's transaction, so a change exists exactly when its record and letter do.
 */
export async function recordChange(
  db: Db,
  input: { userId: bigint; actor: string; action: keyof typeof LETTERS; before: unknown; after: unknown; now: Date },
) {
  await db.insert(responsibleEvents).values({
    userId: input.userId,
    actor: input.actor,
    action: input.action,
    before: input.before ?? null,
    after: input.after ?? null,
    createdAt: input.now,
  });
  const text = LETTERS[input.action];
  await sendLetter(db, {
    to: { userId: input.userId },
    content: {
      category: 'system',
      title: { Jp: text.Jp[0], En: text.En[0], Zh: text.Zh[0], ZhTW: text.ZhTW[0] },
      body: { Jp: text.Jp[1], En: text.En[1], Zh: text.Zh[1], ZhTW: text.ZhTW[1] },
    },
    now: input.now,
  });
}
