import type { LETTER_CATEGORIES } from '@amigo/contract';

type Suffix = 'Jp' | 'En' | 'Zh' | 'ZhTW';
type Localized = Record<Suffix, string>;
export type LetterCategory = (typeof LETTER_CATEGORIES)[number];
export type LetterParams = Record<string, string | number>;

interface Template {
  category: LetterCategory;
  /** Plain text; `{name}` is replaced by a parameter. */
  title: Localized;
  /** HTML; parameters are escaped before they are put in. */
  body: Localized;
}

/**
 * The system letters, written in the four content languages. A letter stores only the key
 * and its parameters and is rendered when read, so a wording fix reaches old letters too and
 * every reader sees their own language (docs/decisions/0012).
 */
export const LETTER_TEMPLATES = {
  depositCredited: {
    category: 'deposit',
    title: { Jp: '入金が反映されました', En: 'Your deposit has been credited', Zh: '充值已到账', ZhTW: '儲值已入帳' },
    body: {
      Jp: '<p>注文番号 {orderSn} のご入金を確認し、{coins} コインを残高に加算しました。</p>',
      En: '<p>We received your deposit {orderSn} and added {coins} coins to your balance.</p>',
      Zh: '<p>订单 {orderSn} 的充值已确认，{coins} 游戏币已加入您的余额。</p>',
      ZhTW: '<p>訂單 {orderSn} 的儲值已確認，{coins} 遊戲幣已加入您的餘額。</p>',
    },
  },
  depositReturned: {
    category: 'deposit',
    title: {
      Jp: '入金を返送しました',
      En: 'Your deposit has been sent back',
      Zh: '充值已退回',
      ZhTW: '儲值已退回',
    },
    body: {
      Jp: '<p>入金 {orderSn}（{amount} {coin}）は残高に加算せず、ご指定の {network} アドレス {address} へ返送しました。</p><p>トランザクション ID：{txid}</p>',
      En: '<p>Deposit {orderSn} ({amount} {coin}) was not added to your balance; we sent it back to the {network} address you gave us, {address}.</p><p>Transaction ID: {txid}</p>',
      Zh: '<p>充值 {orderSn}（{amount} {coin}）未计入余额，已退回至您提供的 {network} 地址 {address}。</p><p>交易 ID：{txid}</p>',
      ZhTW: '<p>儲值 {orderSn}（{amount} {coin}）未計入餘額，已退回至您提供的 {network} 地址 {address}。</p><p>交易 ID：{txid}</p>',
    },
  },
  withdrawalPaid: {
    category: 'withdrawal',
    title: { Jp: '出金が完了しました', En: 'Your withdrawal has been paid', Zh: '提现已完成', ZhTW: '提領已完成' },
    body: {
      Jp: '<p>出金 {orderSn}（{amount} コイン）を登録口座へお振込みしました。</p>',
      En: '<p>Withdrawal {orderSn} ({amount} coins) has been paid to your bank account.</p>',
      Zh: '<p>提现 {orderSn}（{amount} 游戏币）已汇入您的银行账户。</p>',
      ZhTW: '<p>提領 {orderSn}（{amount} 遊戲幣）已匯入您的銀行帳戶。</p>',
    },
  },
  /** A bank withdrawal paid by the operator, with the bank's reference so the member can match it on their statement. */
  bankWithdrawalPaid: {
    category: 'withdrawal',
    title: { Jp: '出金が完了しました', En: 'Your withdrawal has been paid', Zh: '提现已完成', ZhTW: '提領已完成' },
    body: {
      Jp: '<p>出金 {orderSn}（{amount} コイン）を登録口座へお振込みしました。</p><p>振込日：{paidOn}</p><p>振込の照会番号：{reference}</p>',
      En: '<p>Withdrawal {orderSn} ({amount} coins) has been paid to your bank account.</p><p>Paid on: {paidOn}</p><p>Bank reference: {reference}</p>',
      Zh: '<p>提现 {orderSn}（{amount} 游戏币）已汇入您的银行账户。</p><p>汇款日期：{paidOn}</p><p>银行流水号：{reference}</p>',
      ZhTW: '<p>提領 {orderSn}（{amount} 遊戲幣）已匯入您的銀行帳戶。</p><p>匯款日期：{paidOn}</p><p>銀行交易序號：{reference}</p>',
    },
  },
  withdrawalFailed: {
    category: 'withdrawal',
    title: { Jp: '出金できませんでした', En: 'Your withdrawal failed', Zh: '提现失败', ZhTW: '提領失敗' },
    body: {
      Jp: '<p>出金 {orderSn}（{amount} コイン）は完了できず、コインは残高に戻りました。</p><p>理由：{reason}</p>',
      En: '<p>Withdrawal {orderSn} ({amount} coins) could not be completed; the coins are back in your balance.</p><p>Reason: {reason}</p>',
      Zh: '<p>提现 {orderSn}（{amount} 游戏币）未能完成，游戏币已退回余额。</p><p>原因：{reason}</p>',
      ZhTW: '<p>提領 {orderSn}（{amount} 遊戲幣）未能完成，遊戲幣已退回餘額。</p><p>原因：{reason}</p>',
    },
  },
  paymentPasswordLocked: {
    category: 'system',
    title: {
      Jp: '支払いパスワードをロックしました',
      En: 'Your payment password is locked',
      Zh: '支付密码已锁定',
      ZhTW: '支付密碼已鎖定',
    },
    body: {
      Jp: '<p>支払いパスワードの入力誤りが続いたため、出金と送金を {minutes} 分間停止しました（{until} まで）。お心当たりがない場合は、ログインパスワードを変更し、サポートへご連絡ください。</p>',
      En: '<p>After repeated wrong payment passwords, withdrawals and transfers are paused for {minutes} minutes (until {until}). If this was not you, change your login password and contact support.</p>',
      Zh: '<p>由于多次输入错误的支付密码，提现和转账已暂停 {minutes} 分钟（至 {until}）。如非本人操作，请修改登录密码并联系客服。</p>',
      ZhTW: '<p>由於多次輸入錯誤的支付密碼，提領與轉帳已暫停 {minutes} 分鐘（至 {until}）。如非本人操作，請變更登入密碼並聯繫客服。</p>',
    },
  },
  featureSettled: {
    category: 'system',
    title: {
      Jp: 'お客様のボーナスを消化して精算しました',
      En: 'Your open bonus has been played out and paid',
      Zh: '您未完成的奖励已代为完成并结算',
      ZhTW: '您未完成的獎勵已代為完成並結算',
    },
    body: {
      Jp: '<p>{machineId} 番台でお客様が当てたボーナス／ラッシュは、確保期間が終わったため、お客様のシード（サーバーシードとクライアントシード）で最後まで消化しました（{rounds} 回、投入 {bet} コイン、払い出し {win} コイン、差し引き {net} コイン）。結果はすべて残高に反映済みで、遊技履歴から1回ずつ検証できます。</p>',
      En: '<p>The bonus or rush you won at machine {machineId} was still open when its hold ended, so we played it to its end with your own seeds (server seed and client seed): {rounds} rounds, {bet} coins staked, {win} coins paid, {net} coins net. It is all in your balance, and every round can be verified from your game records.</p>',
      Zh: '<p>您在 {machineId} 号机台获得的奖励／冲刺在保留期结束时仍未完成，我们已使用您的种子（服务器种子与客户端种子）将其进行到底：共 {rounds} 局，投注 {bet} 游戏币，派彩 {win} 游戏币，净额 {net} 游戏币。结果已全部计入余额，每一局都可在游戏记录中验证。</p>',
      ZhTW: '<p>您在 {machineId} 號機台獲得的獎勵／衝刺在保留期結束時仍未完成，我們已使用您的種子（伺服器種子與用戶端種子）將其進行到底：共 {rounds} 局，投注 {bet} 遊戲幣，派彩 {win} 遊戲幣，淨額 {net} 遊戲幣。結果已全部計入餘額，每一局都可在遊戲紀錄中驗證。</p>',
    },
  },
  kycApproved: {
    category: 'kyc',
    title: { Jp: '本人確認が完了しました', En: 'Your identity is verified', Zh: '实名认证已通过', ZhTW: '實名認證已通過' },
    body: {
      Jp: '<p>ご提出いただいた書類の確認が完了しました。出金をご利用いただけます。</p>',
      En: '<p>We have checked your documents. You can now withdraw.</p>',
      Zh: '<p>您提交的证件已审核通过，现在可以提现。</p>',
      ZhTW: '<p>您提交的證件已審核通過，現在可以提領。</p>',
    },
  },
  kycRejected: {
    category: 'kyc',
    title: {
      Jp: '本人確認書類の再提出をお願いします',
      En: 'Please send your ID photos again',
      Zh: '请重新提交实名认证',
      ZhTW: '請重新提交實名認證',
    },
    body: {
      Jp: '<p>ご提出いただいた書類を確認できませんでした。</p><p>理由：{reason}</p><p>アカウント設定から再度ご提出ください。</p>',
      En: '<p>We could not accept the documents you sent.</p><p>Reason: {reason}</p><p>Please upload them again in account settings.</p>',
      Zh: '<p>您提交的证件未通过审核。</p><p>原因：{reason}</p><p>请在账户设置中重新提交。</p>',
      ZhTW: '<p>您提交的證件未通過審核。</p><p>原因：{reason}</p><p>請在帳戶設定中重新提交。</p>',
    },
  },
  /** Issue 26: the reviewer asks the member to change profile fields (unlocked for them) and send the submission again. */
  kycMoreInfo: {
    category: 'kyc',
    title: {
      Jp: '本人確認のため追加情報をお願いします',
      En: 'We need more information to verify your identity',
      Zh: '实名认证需要补充资料',
      ZhTW: '實名認證需要補充資料',
    },
    body: {
      Jp: '<p>ご提出いただいた本人確認について、追加の情報が必要です。</p><p>内容：{reason}</p><p>アカウント設定の「本人確認」で該当する項目を修正し、再提出してください。写真を送り直す必要はありません。</p>',
      En: '<p>We need more information to complete your identity check.</p><p>What we need: {reason}</p><p>Please correct the fields shown under Identity verification in account settings and send it again. You do not need to upload your photos again.</p>',
      Zh: '<p>您的实名认证需要补充资料。</p><p>需要补充：{reason}</p><p>请在账户设置的“实名认证”中修改所示项目后重新提交，无需重新上传照片。</p>',
      ZhTW: '<p>您的實名認證需要補充資料。</p><p>需要補充：{reason}</p><p>請在帳戶設定的「實名認證」中修改所示項目後重新提交，無需重新上傳照片。</p>',
    },
  },
  agentApproved: {
    category: 'agent',
    title: { Jp: '代理店申請が承認されました', En: 'You are now an agent', Zh: '代理申请已通过', ZhTW: '代理申請已通過' },
    body: {
      Jp: '<p>代理店申請が承認されました。紹介コードは {agentCode} です。</p>',
      En: '<p>Your agent application was approved. Your referral code is {agentCode}.</p>',
      Zh: '<p>您的代理申请已通过，推荐码为 {agentCode}。</p>',
      ZhTW: '<p>您的代理申請已通過，推薦碼為 {agentCode}。</p>',
    },
  },
  agentRejected: {
    category: 'agent',
    title: { Jp: '代理店申請の結果', En: 'Your agent application', Zh: '代理申请结果', ZhTW: '代理申請結果' },
    body: {
      Jp: '<p>今回は代理店申請を承認できませんでした。</p><p>理由：{reason}</p>',
      En: '<p>We could not approve your agent application this time.</p><p>Reason: {reason}</p>',
      Zh: '<p>很抱歉，本次代理申请未通过。</p><p>原因：{reason}</p>',
      ZhTW: '<p>很抱歉，本次代理申請未通過。</p><p>原因：{reason}</p>',
    },
  },
  agentTakeBack: {
    category: 'agent',
    title: {
      Jp: '代理店がコインを回収しました',
      En: 'Your agent took coins back',
      Zh: '代理已收回游戏币',
      ZhTW: '代理已收回遊戲幣',
    },
    body: {
      Jp: '<p>代理店 {agent} があなたの残高から {amount} コインを回収しました。回収後の残高は {balance} コインです。</p><p>代理店との送金はすべて「記録」の「送金」タブで確認できます。</p>',
      En: '<p>Your agent {agent} took {amount} coins back from your balance. Your balance is now {balance} coins.</p><p>Every transfer with your agent is listed under Records, Transfers.</p>',
      Zh: '<p>代理 {agent} 从您的余额中收回了 {amount} 游戏币，收回后余额为 {balance} 游戏币。</p><p>与代理的所有转账可在「记录」的「转账」中查看。</p>',
      ZhTW: '<p>代理 {agent} 從您的餘額中收回了 {amount} 遊戲幣，收回後餘額為 {balance} 遊戲幣。</p><p>與代理的所有轉帳可在「紀錄」的「轉帳」中查看。</p>',
    },
  },
  agentTakeBackRequest: {
    category: 'agent',
    title: {
      Jp: '代理店からコイン回収の依頼があります',
      En: 'Your agent asks to take coins back',
      Zh: '代理请求收回游戏币',
      ZhTW: '代理請求收回遊戲幣',
    },
    body: {
      Jp: '<p>代理店 {agent} が {amount} コインの回収を依頼しています。あなたが承認するまでコインは動きません。</p><p>「記録」の「送金」タブで承認または拒否できます。</p>',
      En: '<p>Your agent {agent} asks to take {amount} coins back. Nothing moves until you approve.</p><p>Approve or decline it under Records, Transfers.</p>',
      Zh: '<p>代理 {agent} 请求收回 {amount} 游戏币。在您同意之前不会扣除。</p><p>请在「记录」的「转账」中同意或拒绝。</p>',
      ZhTW: '<p>代理 {agent} 請求收回 {amount} 遊戲幣。在您同意之前不會扣除。</p><p>請在「紀錄」的「轉帳」中同意或拒絕。</p>',
    },
  },
  agentTakeBackExpired: {
    category: 'agent',
    title: {
      Jp: 'コイン回収の依頼が失効しました',
      En: 'Your take-back request expired',
      Zh: '收回游戏币的请求已失效',
      ZhTW: '收回遊戲幣的請求已失效',
    },
    body: {
      Jp: '<p>会員 {member} への {amount} コインの回収依頼は、回答期限までに承認されなかったため失効しました。コインは動いていません。</p>',
      En: '<p>Your request to take {amount} coins back from {member} was not approved in time and has expired. No coins moved.</p>',
      Zh: '<p>您向会员 {member} 收回 {amount} 游戏币的请求未在期限内获得同意，已失效。游戏币未被转移。</p>',
      ZhTW: '<p>您向會員 {member} 收回 {amount} 遊戲幣的請求未在期限內獲得同意，已失效。遊戲幣未被轉移。</p>',
    },
  },
} as const satisfies Record<string, Template>;

export type LetterTemplate = keyof typeof LETTER_TEMPLATES;

export function isLetterTemplate(key: string): key is LetterTemplate {
  return Object.hasOwn(LETTER_TEMPLATES, key);
}

const LOCALE: Record<Suffix, string> = { Jp: 'ja-JP', En: 'en-US', Zh: 'zh-CN', ZhTW: 'zh-TW' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function fill(text: string, params: LetterParams, suffix: Suffix, escape: boolean): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    const shown = typeof value === 'number' ? value.toLocaleString(LOCALE[suffix]) : (value ?? '');
    return escape ? escapeHtml(shown) : shown;
  });
}

/** Title and body of a system letter in the four content languages. */
export function renderLetter(template: LetterTemplate, params: LetterParams) {
  const { title, body } = LETTER_TEMPLATES[template];
  const out = {} as Record<`title${Suffix}` | `body${Suffix}`, string>;
  for (const suffix of ['Jp', 'En', 'Zh', 'ZhTW'] as const) {
    out[`title${suffix}`] = fill(title[suffix], params, suffix, false);
    out[`body${suffix}`] = fill(body[suffix], params, suffix, true);
  }
  return out;
}
