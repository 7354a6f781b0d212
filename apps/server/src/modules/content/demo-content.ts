import type { TContentItemWrite } from '@amigo/contract';

type Lang = 'Jp' | 'En' | 'Zh' | 'ZhTW';
type Texts = Record<Lang, [title: string, body: string]>;
type Extras = Partial<Pick<TContentItemWrite, 'imageUrl' | 'linkUrl' | 'endAt'>> & { daysAgo?: number };

const DAY = 86_400_000;

function item(kind: TContentItemWrite['kind'], type: string, sort: number, texts: Texts, extras: Extras = {}) {
  return (now: Date): TContentItemWrite => ({
    kind,
    type,
    sort,
    title: { Jp: texts.Jp[0], En: texts.En[0], Zh: texts.Zh[0], ZhTW: texts.ZhTW[0] },
    body: { Jp: texts.Jp[1], En: texts.En[1], Zh: texts.Zh[1], ZhTW: texts.ZhTW[1] },
    imageUrl: extras.imageUrl ?? null,
    linkUrl: extras.linkUrl ?? null,
    startAt: new Date(now.getTime() - (extras.daysAgo ?? 1) * DAY).toISOString(),
    endAt: extras.endAt ?? null,
    published: true,
  });
}

/**
 * The demo hall's content, in the four content languages: what a visitor of a live hall would
 * read. Written once; the seed stores it through saveContentItem like an operator would.
 *
 * Every item describes only what the product does (issue 17): the machines of the floor by their
 * catalogue names (packages/games), the real deposit and withdrawal methods and limits
 * (DEPOSIT_AMOUNT_LIMITS, WITHDRAWAL_AMOUNT_LIMITS), the crypto catalogue, the responsible-gaming
 * tools, the provably fair verifier, the agent programme's daily rebates and the move from the
 * previous platform. There is no bonus, free-spin, cashback, tournament or referral-reward engine,
 * so nothing here offers one; demo-content.test.ts holds every item to that and to the floor.
 */
export const DEMO_CONTENT: Array<(now: Date) => TContentItemWrite> = [
  // Banners (home carousel), in order.
  item(
    'banner',
    'home',
    1,
    {
      Jp: [
        '4 機種、24 台が稼働中',
        '<p>さくらラッシュ、さくらラッシュ 甘デジ（1円）、ゴールデンセブン、ドラゴンパール。空いている台を選んで着席するだけ。</p>',
      ],
      En: [
        'Four machines, 24 seats, open now',
        '<p>Sakura Rush, Sakura Rush Lite (1-coin), Golden Seven and Dragon Pearl. Pick a free machine and take the seat.</p>',
      ],
      Zh: ['4 款机型、24 台机台营业中', '<p>樱花冲刺、樱花冲刺 轻松版（1币）、黄金七、龙之珍珠。选一台空机台即可入座。</p>'],
      ZhTW: ['4 款機型、24 台機台營業中', '<p>櫻花衝刺、櫻花衝刺 輕鬆版（1幣）、黃金七、龍之珍珠。選一台空機台即可入座。</p>'],
    },
    { imageUrl: '/content/banners/hall-floor.svg', linkUrl: '/amigo' },
  ),
  item(
    'banner',
    'home',
    2,
    {
      Jp: [
        'すべての結果を、あなたの手で検証',
        '<p>サーバーシードのハッシュはプレイ前に公開。どのラウンドもブラウザで再計算できます。</p>',
      ],
      En: [
        'Check every result yourself',
        "<p>The server seed's hash is published before you play, and any round can be recomputed in your browser.</p>",
      ],
      Zh: ['每个结果都能亲自验证', '<p>服务器种子的哈希在游戏前公开，任何一局都能在浏览器中重新计算。</p>'],
      ZhTW: ['每個結果都能親自驗證', '<p>伺服器種子的雜湊在遊戲前公開，任何一局都能在瀏覽器中重新計算。</p>'],
    },
    { imageUrl: '/content/banners/provably-fair.svg', linkUrl: '/game/guide/2' },
  ),
  item(
    'banner',
    'home',
    3,
    {
      Jp: ['アプリのようにホーム画面へ', '<p>Amigo Hall をホーム画面に追加して、いつでもワンタップで。</p>'],
      En: ['Add the hall to your home screen', '<p>Install Amigo Hall and open it with one tap.</p>'],
      Zh: ['添加到主屏幕', '<p>将 Amigo Hall 安装到主屏幕，一键即可进入。</p>'],
      ZhTW: ['加入主畫面', '<p>將 Amigo Hall 安裝到主畫面，一鍵即可進入。</p>'],
    },
    { imageUrl: '/content/banners/install-app.svg', linkUrl: '/download' },
  ),

  // Notices.
  item(
    'notice',
    'general',
    1,
    {
      Jp: [
        'Amigo Hall オープンのお知らせ',
        '<p>いつも Amigo Hall をご利用いただきありがとうございます。ホールには次の 4 機種が各 6 台ずつ並んでいます。</p><ul><li>さくらラッシュ（4円パチンコ）</li><li>さくらラッシュ 甘デジ（1円）</li><li>ゴールデンセブン（パチスロ、設定 1〜6）</li><li>ドラゴンパール（20 ラインのビデオスロット）</li></ul><p>各台のデータカウンターで、本日の回転数や大当たり履歴をご確認いただけます。</p>',
      ],
      En: [
        'Amigo Hall is open',
        "<p>Thank you for choosing Amigo Hall. The floor has six machines of each of these four models:</p><ul><li>Sakura Rush (4-coin pachinko)</li><li>Sakura Rush Lite (1-coin)</li><li>Golden Seven (pachislot, settings 1–6)</li><li>Dragon Pearl (20-line video slot)</li></ul><p>Each machine's data counter shows today's rounds and its jackpot history.</p>",
      ],
      Zh: [
        'Amigo Hall 开业通知',
        '<p>感谢您选择 Amigo Hall。大厅中以下 4 款机型各有 6 台：</p><ul><li>樱花冲刺（4 币弹珠机）</li><li>樱花冲刺 轻松版（1币）</li><li>黄金七（日式老虎机，设定 1–6）</li><li>龙之珍珠（20 线视频老虎机）</li></ul><p>每台机台的数据计数器会显示今日转数与大奖记录。</p>',
      ],
      ZhTW: [
        'Amigo Hall 開幕通知',
        '<p>感謝您選擇 Amigo Hall。大廳中以下 4 款機型各有 6 台：</p><ul><li>櫻花衝刺（4 幣彈珠機）</li><li>櫻花衝刺 輕鬆版（1幣）</li><li>黃金七（柏青嫂，設定 1–6）</li><li>龍之珍珠（20 線影片老虎機）</li></ul><p>每台機台的資料計數器會顯示今日轉數與大獎紀錄。</p>',
      ],
    },
    { linkUrl: '/amigo', daysAgo: 10 },
  ),
  item(
    'notice',
    'maintenance',
    2,
    {
      Jp: [
        'メンテナンスについて',
        '<p>メンテナンスを行う場合は、このお知らせ欄で事前にご案内します。</p><ul><li>メンテナンス中はゲーム・入出金を一時停止し、画面に「メンテナンス中」と表示します。</li><li>停止中の操作は受け付けないため、残高が変わることはありません。</li></ul>',
      ],
      En: [
        'About maintenance',
        '<p>When the hall needs maintenance, we announce it here beforehand.</p><ul><li>During maintenance, games, deposits and withdrawals pause and the site says it is under maintenance.</li><li>Nothing is accepted while it is paused, so no balance changes.</li></ul>',
      ],
      Zh: [
        '关于维护',
        '<p>需要维护时，我们会提前在公告栏通知。</p><ul><li>维护期间暂停游戏及充值、提现，页面会显示“维护中”。</li><li>暂停期间不受理任何操作，余额不会变动。</li></ul>',
      ],
      ZhTW: [
        '關於維護',
        '<p>需要維護時，我們會提前在公告欄通知。</p><ul><li>維護期間暫停遊戲及儲值、提領，頁面會顯示「維護中」。</li><li>暫停期間不受理任何操作，餘額不會變動。</li></ul>',
      ],
    },
    { daysAgo: 8 },
  ),
  item(
    'notice',
    'payment',
    3,
    {
      Jp: [
        '銀行振込でのご入金の流れ',
        '<p>入金画面で銀行振込を選ぶと、振込先口座と注文番号が表示されます。振込後に振込名義を入力すると、スタッフが着金を確認してコインを反映し、ステーションレターでお知らせします。</p><p>注文の状況は「記録」でいつでもご確認いただけます。</p>',
      ],
      En: [
        'How a bank transfer deposit works',
        '<p>Choose bank transfer on the deposit page to see the account to pay and your order number. Once you have paid, enter the payer name: our staff match the transfer, credit your coins and tell you by station letter.</p><p>You can follow the order in your records at any time.</p>',
      ],
      Zh: [
        '银行转账充值流程',
        '<p>在充值页面选择银行转账，即可看到收款账户与订单号。转账后填写付款人姓名，工作人员核对到账后为您加入游戏币，并以站内信通知。</p><p>订单状态可随时在“记录”中查看。</p>',
      ],
      ZhTW: [
        '銀行轉帳儲值流程',
        '<p>在儲值頁面選擇銀行轉帳，即可看到收款帳戶與訂單編號。轉帳後填寫付款人姓名，工作人員核對入帳後為您加入遊戲幣，並以站內信通知。</p><p>訂單狀態可隨時在「紀錄」中查看。</p>',
      ],
    },
    { linkUrl: '/user/finance/deposit', daysAgo: 6 },
  ),
  item(
    'notice',
    'event',
    4,
    {
      Jp: [
        'ドラゴンパールの遊び方',
        '<p>ホールで一番新しい機種、ドラゴンパールは 5 リール 20 ラインのビデオスロットです。</p><ul><li>ワイルドは第 2〜4 リールに出現します。</li><li>パールが 3 つ以上でパールフィーチャー：配当 3 倍の 10 回転（再突入あり）。</li><li>ベットは 20〜400 コイン、RTP は 96%。</li></ul>',
      ],
      En: [
        'How Dragon Pearl plays',
        '<p>Dragon Pearl, the newest machine on the floor, is a 5-reel, 20-line video slot.</p><ul><li>Wilds land on reels 2 to 4.</li><li>Three or more pearls start the pearl feature: 10 spins with every win ×3, and it can retrigger.</li><li>Bets from 20 to 400 coins; RTP 96%.</li></ul>',
      ],
      Zh: [
        '龙之珍珠玩法介绍',
        '<p>大厅最新机型龙之珍珠是一款 5 轴 20 线视频老虎机。</p><ul><li>百搭出现在第 2–4 轴。</li><li>3 个以上珍珠触发珍珠特色：10 次旋转，所有赢分 ×3，可再次触发。</li><li>投注 20–400 游戏币，RTP 96%。</li></ul>',
      ],
      ZhTW: [
        '龍之珍珠玩法介紹',
        '<p>大廳最新機型龍之珍珠是一款 5 軸 20 線影片老虎機。</p><ul><li>百搭出現在第 2–4 軸。</li><li>3 個以上珍珠觸發珍珠特色：10 次旋轉，所有贏分 ×3，可再次觸發。</li><li>投注 20–400 遊戲幣，RTP 96%。</li></ul>',
      ],
    },
    { linkUrl: '/amigo', daysAgo: 4 },
  ),
  item(
    'notice',
    'general',
    5,
    {
      Jp: [
        '本人確認（KYC）のご案内',
        '<p><a href="/user/account-setting">アカウント設定</a>から身分証の表面・裏面・手持ち写真をアップロードできます。スタッフが確認し、結果をステーションレターでお知らせします。</p>',
      ],
      En: [
        'Verifying your identity (KYC)',
        '<p>Upload the front, back and a handheld photo of your ID in <a href="/user/account-setting">account settings</a>. Our staff review it and send you the result as a station letter.</p>',
      ],
      Zh: [
        '实名认证（KYC）说明',
        '<p>可在<a href="/user/account-setting">账户设置</a>中上传证件正面、背面及手持照片。工作人员审核后，会以站内信通知结果。</p>',
      ],
      ZhTW: [
        '實名認證（KYC）說明',
        '<p>可在<a href="/user/account-setting">帳戶設定</a>中上傳證件正面、背面及手持照片。工作人員審核後，會以站內信通知結果。</p>',
      ],
    },
    { daysAgo: 3 },
  ),
  item(
    'notice',
    'general',
    6,
    {
      Jp: [
        '責任あるゲームのためのツール',
        '<p><a href="/user/responsible-gaming">責任あるゲーム設定</a>で、入金上限・損失上限、プレイ時間のお知らせ（リアリティチェック）、一時休止、自己排除を設定できます。上限を下げると即時に、上げる・外すと 24 時間後に反映されます。</p><p>詳しくは<a href="/responsible-gaming">責任あるゲーミング方針</a>をご覧ください。</p>',
      ],
      En: [
        'Tools for responsible gaming',
        '<p>In <a href="/user/responsible-gaming">responsible gaming settings</a> you can set deposit and loss limits, reminders of your playing time (reality checks), take a break or exclude yourself. A lower limit applies at once; a higher one, or removing it, after 24 hours.</p><p>See our <a href="/responsible-gaming">responsible gaming policy</a>.</p>',
      ],
      Zh: [
        '理性游戏工具',
        '<p>在<a href="/user/responsible-gaming">理性游戏设置</a>中，可设置充值上限、亏损上限、游戏时间提醒（现实检查）、暂停游戏及自我排除。降低上限立即生效，提高或取消则在 24 小时后生效。</p><p>详情请见<a href="/responsible-gaming">理性游戏政策</a>。</p>',
      ],
      ZhTW: [
        '理性遊戲工具',
        '<p>在<a href="/user/responsible-gaming">理性遊戲設定</a>中，可設定儲值上限、虧損上限、遊戲時間提醒（現實檢查）、暫停遊戲及自我排除。降低上限立即生效，提高或取消則在 24 小時後生效。</p><p>詳情請見<a href="/responsible-gaming">理性遊戲政策</a>。</p>',
      ],
    },
    { daysAgo: 2 },
  ),
  item(
    'notice',
    'payment',
    7,
    {
      Jp: [
        '暗号資産でのご入金',
        '<p>USDT・USDC・BTC・ETH でご入金いただけます。コインとネットワークを選ぶと、あなた専用の入金アドレスが表示されます。必要な承認数に達すると、その時点のレートでコインに換算して反映します。</p><p>出金は入金と同じネットワークで行ってください。</p>',
      ],
      En: [
        'Deposits in crypto',
        '<p>You can deposit USDT, USDC, BTC or ETH. Choose a coin and a network to see your own deposit address. Once the transfer has its confirmations, it is converted to coins at the current rate and credited.</p><p>Withdraw on the same network you deposited on.</p>',
      ],
      Zh: [
        '加密货币充值',
        '<p>支持 USDT、USDC、BTC、ETH 充值。选择币种与网络后，会显示您的专属充值地址。达到所需确认数后，按当时汇率换算为游戏币入账。</p><p>提现请使用与充值相同的网络。</p>',
      ],
      ZhTW: [
        '加密貨幣儲值',
        '<p>支援 USDT、USDC、BTC、ETH 儲值。選擇幣種與網路後，會顯示您的專屬儲值地址。達到所需確認數後，依當時匯率換算為遊戲幣入帳。</p><p>提領請使用與儲值相同的網路。</p>',
      ],
    },
    { linkUrl: '/user/finance/deposit/cryptocurrency', daysAgo: 1 },
  ),

  // Promotions: what the hall offers every player, with no giveaway attached.
  item(
    'promotion',
    'newcomer',
    1,
    {
      Jp: [
        '初めてなら 1円パチンコから',
        '<p>さくらラッシュ 甘デジ（1円）は 1 プレイ 25 コインから。大当たり確率 1/199.8、ラッシュ中は 1/77.7 で 50 回転。RTP は 96% です。</p>',
      ],
      En: [
        'New here? Start with 1-coin pachinko',
        '<p>Sakura Rush Lite (1-coin) plays from 25 coins. Jackpot odds 1 in 199.8, then 1 in 77.7 for 50 draws in the rush. RTP 96%.</p>',
      ],
      Zh: [
        '新手从 1 币弹珠开始',
        '<p>樱花冲刺 轻松版（1币）每次 25 游戏币起。大奖概率 1/199.8，冲刺中 1/77.7，共 50 转。RTP 96%。</p>',
      ],
      ZhTW: [
        '新手從 1 幣彈珠開始',
        '<p>櫻花衝刺 輕鬆版（1幣）每次 25 遊戲幣起。大獎機率 1/199.8，衝刺中 1/77.7，共 50 轉。RTP 96%。</p>',
      ],
    },
    { imageUrl: '/content/promotions/pachinko-lite.svg', linkUrl: '/amigo', daysAgo: 10 },
  ),
  item(
    'promotion',
    'deposit',
    2,
    {
      Jp: [
        '3 つの入金方法',
        '<p>オンライン決済は 1,000〜500,000 円、銀行振込は 10,000〜1,000,000 円、暗号資産は USDT・USDC・BTC・ETH。1 円 = 1 コイン（1 元 = 20 コイン）です。</p>',
      ],
      En: [
        'Three ways to deposit',
        '<p>Online payment from 1,000 to 500,000 yen, bank transfer from 10,000 to 1,000,000 yen, and crypto in USDT, USDC, BTC or ETH. 1 yen = 1 coin (1 yuan = 20 coins).</p>',
      ],
      Zh: [
        '三种充值方式',
        '<p>在线支付 50–25,000 元，银行转账 500–50,000 元，加密货币支持 USDT、USDC、BTC、ETH。1 元 = 20 游戏币（1 日元 = 1 游戏币）。</p>',
      ],
      ZhTW: [
        '三種儲值方式',
        '<p>線上支付 50–25,000 元，銀行轉帳 500–50,000 元，加密貨幣支援 USDT、USDC、BTC、ETH。1 元 = 20 遊戲幣（1 日圓 = 1 遊戲幣）。</p>',
      ],
    },
    { imageUrl: '/content/promotions/deposit-methods.svg', linkUrl: '/game/guide/deposit', daysAgo: 7 },
  ),
  item(
    'promotion',
    'daily',
    3,
    {
      Jp: [
        '代理店は毎日リベート',
        '<p>代理店には、チームのベット額に応じたリベートが毎日（日本時間の前日分）支払われます。標準レートは直属メンバー 0.5%、その下 0.2%、さらに下 0.1%。</p>',
      ],
      En: [
        'Agents earn a rebate every day',
        "<p>Agents are paid a rebate on their team's bets every day, for the previous Tokyo day. Standard rates: 0.5% of direct members' bets, 0.2% one level down, 0.1% two levels down.</p>",
      ],
      Zh: [
        '代理每日返佣',
        '<p>代理每天按团队投注额获得返佣（东京时间前一日）。标准比例：直属会员投注的 0.5%，下一级 0.2%，再下一级 0.1%。</p>',
      ],
      ZhTW: [
        '代理每日返佣',
        '<p>代理每天依團隊投注額獲得返佣（東京時間前一日）。標準比例：直屬會員投注的 0.5%，下一級 0.2%，再下一級 0.1%。</p>',
      ],
    },
    { imageUrl: '/content/promotions/agents.svg', linkUrl: '/game/guide/3', daysAgo: 5 },
  ),
  item(
    'promotion',
    'daily',
    4,
    {
      Jp: [
        '台選びはデータカウンターで',
        '<p>各台の上のデータカウンターに、本日の回転数、前回の当たりからの回転数、本日・昨日の当たり回数が表示されます。気になる台を選んで着席しましょう。</p>',
      ],
      En: [
        'Choose your machine by its data counter',
        "<p>Above every machine, its data counter shows today's rounds, rounds since its last hit, and its hits today and yesterday. Pick the one you like and take the seat.</p>",
      ],
      Zh: [
        '用数据计数器挑选机台',
        '<p>每台机台上方的数据计数器显示今日转数、距上次中奖的转数，以及今日与昨日的中奖次数。挑一台喜欢的入座吧。</p>',
      ],
      ZhTW: [
        '用資料計數器挑選機台',
        '<p>每台機台上方的資料計數器顯示今日轉數、距上次中獎的轉數，以及今日與昨日的中獎次數。挑一台喜歡的入座吧。</p>',
      ],
    },
    { imageUrl: '/content/promotions/data-counter.svg', linkUrl: '/amigo', daysAgo: 3 },
  ),

  // Activities.
  item(
    'activity',
    'event',
    1,
    {
      Jp: [
        'プロバブリー・フェア：結果を検証しよう',
        '<p>クライアントシードはいつでも変更でき、サーバーシードを切り替えると使用済みのシードが公開されます。ゲーム記録の番号を入れると、そのラウンドをブラウザで再計算して記録と照合します。</p>',
      ],
      En: [
        'Provably fair: verify your rounds',
        '<p>Change your client seed at any time; rotating the server seed reveals the one that was used. Enter a record number from your game records and the round is recomputed in your browser and compared with the record.</p>',
      ],
      Zh: [
        '可证明公平：验证您的每一局',
        '<p>客户端种子可随时更改，轮换服务器种子后会公开已使用的种子。输入游戏记录编号，即可在浏览器中重新计算该局并与记录比对。</p>',
      ],
      ZhTW: [
        '可證明公平：驗證您的每一局',
        '<p>用戶端種子可隨時更改，輪換伺服器種子後會公開已使用的種子。輸入遊戲紀錄編號，即可在瀏覽器中重新計算該局並與紀錄比對。</p>',
      ],
    },
    { imageUrl: '/content/banners/provably-fair.svg', linkUrl: '/amigo/fairness', daysAgo: 2 },
  ),
  item(
    'activity',
    'campaign',
    2,
    {
      Jp: [
        '旧プラットフォームからのお引っ越し',
        '<p>旧プラットフォーム（JSY）のアカウントと残高を Amigo Hall へ移行できます。旧アカウントでログインし、登録カードの名義と下 4 桁、メールの確認コードでご本人を確認します。移行は 1 アカウントにつき 1 回です。</p>',
      ],
      En: [
        'Moving from the previous platform',
        '<p>Move your account and balance from the previous platform (JSY) to Amigo Hall. Sign in with your old account, then confirm it is you with the name and last four digits of your registered card and a code sent by e-mail. Each account moves once.</p>',
      ],
      Zh: [
        '从旧平台迁移账户',
        '<p>可将旧平台（JSY）的账户与余额迁移到 Amigo Hall。使用旧账户登录，再以登记银行卡的姓名与末四位、邮件验证码确认本人。每个账户只能迁移一次。</p>',
      ],
      ZhTW: [
        '從舊平台遷移帳戶',
        '<p>可將舊平台（JSY）的帳戶與餘額遷移到 Amigo Hall。使用舊帳戶登入，再以登記銀行卡的姓名與末四碼、郵件驗證碼確認本人。每個帳戶只能遷移一次。</p>',
      ],
    },
    { imageUrl: '/content/promotions/migration.svg', linkUrl: '/account-transfer-jp', daysAgo: 4 },
  ),
  ...guideAndFaq(),
];

function guideAndFaq(): Array<(now: Date) => TContentItemWrite> {
  const guide = (type: string, sort: number, texts: Texts) => item('guide', type, sort, texts, { daysAgo: 12 });
  const faq = (type: string, sort: number, texts: Texts) => item('faq', type, sort, texts, { daysAgo: 12 });
  return [
    guide('deposits', 1, {
      Jp: [
        '入金の方法',
        '<p>ユーザーセンターの「入金」から金額と方法を選びます。</p><ol><li><strong>オンライン決済</strong>（1,000〜500,000 円）：決済ページで支払うと、決済会社の確認後すぐに反映されます。</li><li><strong>銀行振込</strong>（10,000〜1,000,000 円）：表示された口座へ振り込み、振込名義を入力してください。スタッフが着金を確認して反映します。</li><li><strong>暗号資産</strong>（USDT・USDC・BTC・ETH）：専用アドレスへ送金すると、承認後にその時点のレートで反映されます。</li></ol><p>日本円は 1 円 = 1 コイン、人民元は 1 元 = 20 コインです。</p>',
      ],
      En: [
        'How to deposit',
        '<p>Open Deposit in the user centre and choose an amount and a method.</p><ol><li><strong>Online payment</strong> (1,000 to 500,000 yen): pay on the checkout page; coins arrive as soon as the payment provider confirms.</li><li><strong>Bank transfer</strong> (10,000 to 1,000,000 yen): transfer to the account shown and enter the payer name; our staff credit it once the transfer is matched.</li><li><strong>Crypto</strong> (USDT, USDC, BTC, ETH): send to your own address; credited after its confirmations at the current rate.</li></ol><p>1 yen = 1 coin; 1 yuan = 20 coins.</p>',
      ],
      Zh: [
        '如何充值',
        '<p>在用户中心打开“充值”，选择金额和方式。</p><ol><li><strong>在线支付</strong>（50–25,000 元）：在支付页面付款，支付机构确认后立即到账。</li><li><strong>银行转账</strong>（500–50,000 元）：转账到显示的账户并填写付款人姓名，工作人员核对后入账。</li><li><strong>加密货币</strong>（USDT、USDC、BTC、ETH）：转入专属地址，确认后按当时汇率入账。</li></ol><p>1 元 = 20 游戏币；1 日元 = 1 游戏币。</p>',
      ],
      ZhTW: [
        '如何儲值',
        '<p>在會員中心開啟「儲值」，選擇金額與方式。</p><ol><li><strong>線上支付</strong>（50–25,000 元）：在支付頁面付款，支付機構確認後立即入帳。</li><li><strong>銀行轉帳</strong>（500–50,000 元）：轉帳至顯示的帳戶並填寫付款人姓名，工作人員核對後入帳。</li><li><strong>加密貨幣</strong>（USDT、USDC、BTC、ETH）：轉入專屬地址，確認後依當時匯率入帳。</li></ol><p>1 元 = 20 遊戲幣；1 日圓 = 1 遊戲幣。</p>',
      ],
    }),
    guide('withdrawals', 1, {
      Jp: [
        '出金の方法',
        '<p>出金の前に次の 2 つをご用意ください。</p><ul><li>ご本人名義の銀行カードの登録</li><li>資金パスワードの設定</li></ul><p>1 回 1,000〜1,000,000 コインまで申請できます。申請したコインはすぐに保留され、スタッフの審査後にお振込みします。出金できなかった場合、保留したコインは残高に戻ります。結果はステーションレターでお知らせします。</p>',
      ],
      En: [
        'How to withdraw',
        '<p>Before withdrawing you need:</p><ul><li>a bank card registered in your own name,</li><li>a payment password.</li></ul><p>You can ask for 1,000 to 1,000,000 coins at a time. The coins are held as soon as you ask and paid out after our staff review it; if the payout fails, the held coins return to your balance. A station letter tells you the result.</p>',
      ],
      Zh: [
        '如何提现',
        '<p>提现前请准备：</p><ul><li>绑定本人名下的银行卡</li><li>设置资金密码</li></ul><p>每次可申请 1,000–1,000,000 游戏币。申请后游戏币立即冻结，工作人员审核后打款；若打款失败，冻结的游戏币会退回余额。结果会以站内信通知。</p>',
      ],
      ZhTW: [
        '如何提領',
        '<p>提領前請準備：</p><ul><li>綁定本人名下的銀行卡</li><li>設定資金密碼</li></ul><p>每次可申請 1,000–1,000,000 遊戲幣。申請後遊戲幣立即凍結，工作人員審核後撥款；若撥款失敗，凍結的遊戲幣會退回餘額。結果會以站內信通知。</p>',
      ],
    }),
    guide('games', 1, {
      Jp: [
        '遊び方と公平性',
        '<p>ゲームホールで空いている台を選んで着席し、ベット額を選んで回します。ホールにはパチンコ（さくらラッシュ、さくらラッシュ 甘デジ（1円））、パチスロ（ゴールデンセブン）、ビデオスロット（ドラゴンパール）があります。</p><p>結果はサーバーシードとクライアントシードから計算され、<strong>後から検証</strong>できます（Provably Fair）。</p>',
      ],
      En: [
        'Playing and fairness',
        '<p>Pick a free machine in the game hall, take the seat, choose your bet and spin. The floor has pachinko (Sakura Rush, Sakura Rush Lite (1-coin)), pachislot (Golden Seven) and a video slot (Dragon Pearl).</p><p>Every result is computed from a server seed and your client seed and can be <strong>verified afterwards</strong> (provably fair).</p>',
      ],
      Zh: [
        '游戏玩法与公平性',
        '<p>在游戏大厅选择空机台入座，选择投注额后开始旋转。大厅有弹珠机（樱花冲刺、樱花冲刺 轻松版（1币））、日式老虎机（黄金七）和视频老虎机（龙之珍珠）。</p><p>每个结果由服务器种子与客户端种子计算，可<strong>事后验证</strong>（可证明公平）。</p>',
      ],
      ZhTW: [
        '遊戲玩法與公平性',
        '<p>在遊戲大廳選擇空機台入座，選擇投注額後開始旋轉。大廳有彈珠機（櫻花衝刺、櫻花衝刺 輕鬆版（1幣））、柏青嫂（黃金七）和影片老虎機（龍之珍珠）。</p><p>每個結果由伺服器種子與用戶端種子計算，可<strong>事後驗證</strong>（可證明公平）。</p>',
      ],
    }),
    guide('agents', 1, {
      Jp: [
        '代理店になるには',
        '<p>ユーザーセンターから代理店申請ができます。審査に通ると紹介コードとリンクが発行され、配下アカウントの作成、直属メンバーとのコインの移動、チームレポートの閲覧ができます。</p><p>チームのベット額に応じたリベートが毎日支払われます（標準：直属 0.5%、2 段目 0.2%、3 段目 0.1%）。</p>',
      ],
      En: [
        'Becoming an agent',
        "<p>Apply in the user centre. Once approved you get a referral code and link, can create subordinate accounts, move coins to and from your direct members and read team reports.</p><p>A rebate on your team's bets is paid every day (standard: 0.5% direct, 0.2% second level, 0.1% third level).</p>",
      ],
      Zh: [
        '如何成为代理',
        '<p>在用户中心提交代理申请。审核通过后获得推荐码和链接，可创建下级账户、与直属会员互转游戏币并查看团队报表。</p><p>每天按团队投注额支付返佣（标准：直属 0.5%、第二级 0.2%、第三级 0.1%）。</p>',
      ],
      ZhTW: [
        '如何成為代理',
        '<p>在會員中心提交代理申請。審核通過後取得推薦碼與連結，可建立下級帳戶、與直屬會員互轉遊戲幣並查看團隊報表。</p><p>每天依團隊投注額支付返佣（標準：直屬 0.5%、第二級 0.2%、第三級 0.1%）。</p>',
      ],
    }),
    guide('accounts', 1, {
      Jp: [
        'アカウントと安全',
        '<p>ログインパスワードと資金パスワードは別々に設定してください。パスワードを忘れた場合はログイン画面の「パスワードを忘れた」から再設定できます。</p>',
      ],
      En: [
        'Your account and its safety',
        '<p>Use different login and payment passwords. Forgot one? Reset it from “Forgot password” on the login screen.</p>',
      ],
      Zh: ['账户与安全', '<p>请分别设置登录密码与资金密码。忘记密码时，可在登录页点击“忘记密码”重置。</p>'],
      ZhTW: ['帳戶與安全', '<p>請分別設定登入密碼與資金密碼。忘記密碼時，可在登入頁點選「忘記密碼」重設。</p>'],
    }),
    faq('deposits', 1, {
      Jp: [
        '入金が反映されません',
        '<p>オンライン決済は決済会社の確認後すぐ、銀行振込は振込名義の入力後にスタッフが着金を確認してから、暗号資産は必要な承認数に達してから反映されます。状況は「記録」の注文でご確認ください。</p>',
      ],
      En: [
        'My deposit has not arrived',
        '<p>Online payments arrive as soon as the provider confirms; bank transfers once you have entered the payer name and our staff have matched the transfer; crypto once it has its confirmations. Follow the order in your records.</p>',
      ],
      Zh: [
        '充值未到账怎么办？',
        '<p>在线支付在支付机构确认后立即到账；银行转账需填写付款人姓名并由工作人员核对后入账；加密货币在达到确认数后入账。可在“记录”中查看订单状态。</p>',
      ],
      ZhTW: [
        '儲值未入帳怎麼辦？',
        '<p>線上支付在支付機構確認後立即入帳；銀行轉帳需填寫付款人姓名並由工作人員核對後入帳；加密貨幣在達到確認數後入帳。可在「紀錄」中查看訂單狀態。</p>',
      ],
    }),
    faq('deposits', 2, {
      Jp: ['入金の最低額はいくらですか？', '<p>オンライン決済は 1 回 1,000 円から、銀行振込は 10,000 円からです。</p>'],
      En: ['What is the smallest deposit?', '<p>1,000 yen by online payment, 10,000 yen by bank transfer.</p>'],
      Zh: ['最低充值金额是多少？', '<p>在线支付每次最低 50 元，银行转账最低 500 元。</p>'],
      ZhTW: ['最低儲值金額是多少？', '<p>線上支付每次最低 50 元，銀行轉帳最低 500 元。</p>'],
    }),
    faq('withdrawals', 1, {
      Jp: [
        '出金にはどのくらいかかりますか？',
        '<p>申請はスタッフが順に審査し、お振込みが済むとステーションレターでお知らせします。状況は「記録」でご確認いただけます。</p>',
      ],
      En: [
        'How long does a withdrawal take?',
        '<p>Our staff review requests in turn; a station letter tells you when it has been paid. Follow it in your records.</p>',
      ],
      Zh: ['提现需要多长时间？', '<p>工作人员会依序审核申请，打款完成后以站内信通知。可在“记录”中查看进度。</p>'],
      ZhTW: ['提領需要多久？', '<p>工作人員會依序審核申請，撥款完成後以站內信通知。可在「紀錄」中查看進度。</p>'],
    }),
    faq('withdrawals', 2, {
      Jp: [
        '出金が失敗しました',
        '<p>名義の不一致などで失敗した場合、保留されたコインは残高に戻ります。理由はステーションレターでお知らせします。</p>',
      ],
      En: [
        'My withdrawal failed',
        '<p>If a withdrawal fails (for example a name mismatch), the held coins return to your balance. A station letter tells you why.</p>',
      ],
      Zh: ['提现失败了', '<p>如因姓名不一致等原因失败，冻结的游戏币会退回余额，原因会通过站内信通知。</p>'],
      ZhTW: ['提領失敗了', '<p>如因姓名不一致等原因失敗，凍結的遊戲幣會退回餘額，原因會透過站內信通知。</p>'],
    }),
    faq('games', 1, {
      Jp: ['結果が公平か確認できますか？', '<p>はい。各ラウンドのシードとノンスから、ブラウザ上で結果を再計算できます。</p>'],
      En: [
        'Can I check that results are fair?',
        '<p>Yes. Any round can be recomputed in your browser from its seeds and nonce.</p>',
      ],
      Zh: ['可以验证结果是否公平吗？', '<p>可以。每一局都可以根据种子和 nonce 在浏览器中重新计算。</p>'],
      ZhTW: ['可以驗證結果是否公平嗎？', '<p>可以。每一局都可以依種子與 nonce 在瀏覽器中重新計算。</p>'],
    }),
    faq('games', 2, {
      Jp: [
        '通信が切れたらどうなりますか？',
        '<p>回転の結果はサーバーで確定しています。再接続後、ゲーム記録で結果をご確認いただけます。</p>',
      ],
      En: [
        'What if my connection drops?',
        '<p>Each spin is settled on the server. After reconnecting, you will find its result in your game records.</p>',
      ],
      Zh: ['断线了怎么办？', '<p>每次旋转的结果都在服务器上确定，重新连接后可在游戏记录中查看。</p>'],
      ZhTW: ['斷線了怎麼辦？', '<p>每次旋轉的結果都在伺服器上確定，重新連線後可在遊戲記錄中查看。</p>'],
    }),
    faq('games', 3, {
      Jp: [
        'プレイする時間や金額を制限できますか？',
        '<p>はい。責任あるゲーム設定で入金上限・損失上限、プレイ時間のお知らせ、一時休止、自己排除を設定できます。</p>',
      ],
      En: [
        'Can I limit my time or spending?',
        '<p>Yes. Responsible gaming settings let you set deposit and loss limits, playing-time reminders, a break or a self-exclusion.</p>',
      ],
      Zh: [
        '可以限制游戏时间或金额吗？',
        '<p>可以。在理性游戏设置中可设置充值上限、亏损上限、游戏时间提醒、暂停游戏及自我排除。</p>',
      ],
      ZhTW: [
        '可以限制遊戲時間或金額嗎？',
        '<p>可以。在理性遊戲設定中可設定儲值上限、虧損上限、遊戲時間提醒、暫停遊戲及自我排除。</p>',
      ],
    }),
    faq('agents', 1, {
      Jp: [
        '代理店申請の結果はどう届きますか？',
        '<p>スタッフが審査し、結果をステーションレターでお知らせします。申請状況はユーザーセンターでも確認できます。</p>',
      ],
      En: [
        'How do I hear about my agent application?',
        '<p>Our staff review it and send the result as a station letter. You can also see its status in the user centre.</p>',
      ],
      Zh: ['代理申请结果如何通知？', '<p>工作人员审核后以站内信通知结果，也可在用户中心查看申请状态。</p>'],
      ZhTW: ['代理申請結果如何通知？', '<p>工作人員審核後以站內信通知結果，也可在會員中心查看申請狀態。</p>'],
    }),
    faq('accounts', 1, {
      Jp: ['パスワードを忘れました', '<p>ログイン画面の「パスワードを忘れた」から、アカウント名と画像認証で再設定できます。</p>'],
      En: [
        'I forgot my password',
        '<p>Use “Forgot password” on the login screen: enter your account and the captcha to set a new one.</p>',
      ],
      Zh: ['忘记密码怎么办？', '<p>在登录页点击“忘记密码”，输入账户名和验证码即可重设。</p>'],
      ZhTW: ['忘記密碼怎麼辦？', '<p>在登入頁點選「忘記密碼」，輸入帳號與驗證碼即可重設。</p>'],
    }),
    faq('accounts', 2, {
      Jp: [
        '本人確認（KYC）はなぜ必要ですか？',
        '<p>不正利用とマネーロンダリングを防ぎ、出金先がご本人のものであることを確認するためです。</p>',
      ],
      En: [
        'Why do I need to verify my identity?',
        '<p>It protects against fraud and money laundering and makes sure withdrawals go to you.</p>',
      ],
      Zh: ['为什么需要实名认证？', '<p>为了防止欺诈与洗钱，并确保提现进入本人账户。</p>'],
      ZhTW: ['為什麼需要實名認證？', '<p>為了防止詐騙與洗錢，並確保提領進入本人帳戶。</p>'],
    }),
  ];
}
