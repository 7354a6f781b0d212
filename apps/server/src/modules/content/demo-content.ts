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
 */
export const DEMO_CONTENT: Array<(now: Date) => TContentItemWrite> = [
  // Banners (home carousel), in order.
  item(
    'banner',
    'home',
    1,
    {
      Jp: ['初回入金ボーナス 100%', '<p>初めてのご入金で最大 10,000 コインをプレゼント。</p>'],
      En: ['100% first deposit bonus', '<p>Up to 10,000 coins on your first deposit.</p>'],
      Zh: ['首充 100% 奖励', '<p>首次充值最高赠送 10,000 游戏币。</p>'],
      ZhTW: ['首儲 100% 獎勵', '<p>首次儲值最高贈送 10,000 遊戲幣。</p>'],
    },
    { imageUrl: '/content/banners/first-deposit.svg', linkUrl: '/game/promotion' },
  ),
  item(
    'banner',
    'home',
    2,
    {
      Jp: ['週末スロット大会', '<p>毎週末、獲得コインのランキングで賞金を山分け。</p>'],
      En: ['Weekend slot tournament', '<p>Climb the weekend leaderboard and share the prize pool.</p>'],
      Zh: ['周末老虎机锦标赛', '<p>每个周末按赢得的游戏币排名瓜分奖池。</p>'],
      ZhTW: ['週末老虎機錦標賽', '<p>每個週末依贏得的遊戲幣排名瓜分獎池。</p>'],
    },
    { imageUrl: '/content/banners/weekend-tournament.svg', linkUrl: '/activity' },
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
        'Amigo Hall グランドオープンのお知らせ',
        '<p>いつも Amigo Hall をご利用いただきありがとうございます。本日より全機種の営業を開始しました。</p><p>初回入金ボーナスなどのキャンペーンも実施中です。<a href="/game/promotion">キャンペーン一覧</a>をご覧ください。</p>',
      ],
      En: [
        'Amigo Hall is now open',
        '<p>Thank you for choosing Amigo Hall. Every machine in the hall is open from today.</p><p>Our opening promotions are running now: see the <a href="/game/promotion">promotions</a>.</p>',
      ],
      Zh: [
        'Amigo Hall 正式开业',
        '<p>感谢您选择 Amigo Hall。从今天起全部机台正式营业。</p><p>首充奖励等开业活动正在进行，请查看<a href="/game/promotion">优惠活动</a>。</p>',
      ],
      ZhTW: [
        'Amigo Hall 正式開幕',
        '<p>感謝您選擇 Amigo Hall。從今天起全部機台正式營業。</p><p>首儲獎勵等開幕活動正在進行，請查看<a href="/game/promotion">優惠活動</a>。</p>',
      ],
    },
    { daysAgo: 10 },
  ),
  item(
    'notice',
    'maintenance',
    2,
    {
      Jp: [
        '定期メンテナンスのお知らせ（毎週水曜 4:00〜6:00）',
        '<p>毎週水曜日 4:00〜6:00（日本時間）に定期メンテナンスを行います。</p><ul><li>メンテナンス中はゲーム・入出金をご利用いただけません。</li><li>終了時刻は前後する場合があります。</li></ul>',
      ],
      En: [
        'Weekly maintenance (Wednesdays 4:00–6:00 JST)',
        '<p>The hall is serviced every Wednesday from 4:00 to 6:00 (Japan time).</p><ul><li>Games, deposits and withdrawals are paused during maintenance.</li><li>The end time may vary slightly.</li></ul>',
      ],
      Zh: [
        '定期维护通知（每周三 4:00–6:00）',
        '<p>每周三 4:00–6:00（日本时间）进行定期维护。</p><ul><li>维护期间暂停游戏及充值、提现。</li><li>结束时间可能略有变动。</li></ul>',
      ],
      ZhTW: [
        '定期維護通知（每週三 4:00–6:00）',
        '<p>每週三 4:00–6:00（日本時間）進行定期維護。</p><ul><li>維護期間暫停遊戲及儲值、提領。</li><li>結束時間可能略有變動。</li></ul>',
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
        '銀行振込の反映時間について',
        '<p>銀行振込でのご入金は、通常 10 分以内に自動で反映されます。</p><p>10 分以上経っても反映されない場合は、注文番号を添えてカスタマーサービスまでご連絡ください。</p>',
      ],
      En: [
        'How long bank transfers take',
        '<p>Deposits by bank transfer are usually credited automatically within ten minutes.</p><p>If yours is not credited after ten minutes, contact customer service with your order number.</p>',
      ],
      Zh: [
        '关于银行转账的到账时间',
        '<p>银行转账充值通常会在 10 分钟内自动到账。</p><p>超过 10 分钟仍未到账时，请附上订单号联系客服。</p>',
      ],
      ZhTW: [
        '關於銀行轉帳的入帳時間',
        '<p>銀行轉帳儲值通常會在 10 分鐘內自動入帳。</p><p>超過 10 分鐘仍未入帳時，請附上訂單編號聯繫客服。</p>',
      ],
    },
    { daysAgo: 6 },
  ),
  item(
    'notice',
    'event',
    4,
    {
      Jp: [
        '新機種「ネオン・セブン」導入',
        '<p>人気のネオンシリーズに新機種が登場しました。導入記念として今週はボーナス確率の解説を<a href="/game/guide/2">ガイド</a>で公開中です。</p>',
      ],
      En: [
        'New machine: Neon Seven',
        '<p>A new machine joins the Neon series. To celebrate, the <a href="/game/guide/2">guide</a> explains how its bonus rounds work.</p>',
      ],
      Zh: ['新机台「霓虹七」上线', '<p>霓虹系列新机台登场。上线期间可在<a href="/game/guide/2">指南</a>中查看奖励回合说明。</p>'],
      ZhTW: [
        '新機台「霓虹七」上線',
        '<p>霓虹系列新機台登場。上線期間可在<a href="/game/guide/2">指南</a>中查看獎勵回合說明。</p>',
      ],
    },
    { daysAgo: 4 },
  ),
  item(
    'notice',
    'general',
    5,
    {
      Jp: [
        '本人確認（KYC）手続きのお願い',
        '<p>出金の前に本人確認書類のご提出をお願いしております。<a href="/user/account-setting">アカウント設定</a>から身分証の表面・裏面・手持ち写真をアップロードしてください。</p>',
      ],
      En: [
        'Please complete identity verification (KYC)',
        '<p>We ask every member to verify their identity before withdrawing. Upload the front, back and a handheld photo of your ID in <a href="/user/account-setting">account settings</a>.</p>',
      ],
      Zh: [
        '请完成实名认证（KYC）',
        '<p>提现前请先完成实名认证。请在<a href="/user/account-setting">账户设置</a>中上传证件正面、背面及手持照片。</p>',
      ],
      ZhTW: [
        '請完成實名認證（KYC）',
        '<p>提領前請先完成實名認證。請在<a href="/user/account-setting">帳戶設定</a>中上傳證件正面、背面及手持照片。</p>',
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
        '<p>入金上限や自己排除の設定が可能です。詳しくは<a href="/responsible-gaming">責任あるゲーミング</a>をご覧ください。</p>',
      ],
      En: [
        'Tools for responsible gaming',
        '<p>You can set deposit limits or exclude yourself for a while. See <a href="/responsible-gaming">responsible gaming</a>.</p>',
      ],
      Zh: ['理性游戏工具', '<p>您可以设置充值上限或自我排除。详情请见<a href="/responsible-gaming">理性游戏</a>。</p>'],
      ZhTW: ['理性遊戲工具', '<p>您可以設定儲值上限或自我排除。詳情請見<a href="/responsible-gaming">理性遊戲</a>。</p>'],
    },
    { daysAgo: 2 },
  ),
  item(
    'notice',
    'maintenance',
    7,
    {
      Jp: [
        '【完了】決済システム臨時メンテナンス',
        '<p>決済システムの臨時メンテナンスは予定どおり完了しました。ご協力ありがとうございました。</p>',
      ],
      En: [
        '[Done] Unscheduled payment maintenance',
        '<p>The unscheduled maintenance of the payment system has finished as planned. Thank you for your patience.</p>',
      ],
      Zh: ['【已完成】支付系统临时维护', '<p>支付系统临时维护已按计划完成，感谢您的耐心等待。</p>'],
      ZhTW: ['【已完成】支付系統臨時維護', '<p>支付系統臨時維護已按計畫完成，感謝您的耐心等候。</p>'],
    },
    { daysAgo: 1 },
  ),

  // Promotions.
  item(
    'promotion',
    'newcomer',
    1,
    {
      Jp: [
        '初回入金ボーナス 100%',
        '<p>初めてのご入金額と同じコインを、最大 10,000 コインまでプレゼントします。</p><ul><li>対象：初回入金のみ</li><li>ボーナスは入金反映後に自動で付与されます。</li></ul>',
      ],
      En: [
        '100% first deposit bonus',
        '<p>We match your first deposit in coins, up to 10,000 coins.</p><ul><li>Applies to your first deposit only.</li><li>The bonus is added automatically once the deposit is credited.</li></ul>',
      ],
      Zh: [
        '首充 100% 奖励',
        '<p>首次充值赠送等额游戏币，最高 10,000 游戏币。</p><ul><li>仅限首次充值。</li><li>充值到账后自动发放。</li></ul>',
      ],
      ZhTW: [
        '首儲 100% 獎勵',
        '<p>首次儲值贈送等額遊戲幣，最高 10,000 遊戲幣。</p><ul><li>僅限首次儲值。</li><li>儲值入帳後自動發放。</li></ul>',
      ],
    },
    { imageUrl: '/content/banners/first-deposit.svg', daysAgo: 10 },
  ),
  item(
    'promotion',
    'deposit',
    2,
    {
      Jp: ['毎週月曜 リロードボーナス 20%', '<p>毎週月曜日のご入金に 20% のボーナス（最大 3,000 コイン）を追加します。</p>'],
      En: ['Monday reload bonus 20%', '<p>Deposits made on Mondays earn a 20% bonus, up to 3,000 coins.</p>'],
      Zh: ['每周一充值加赠 20%', '<p>每周一充值加赠 20%，最高 3,000 游戏币。</p>'],
      ZhTW: ['每週一儲值加贈 20%', '<p>每週一儲值加贈 20%，最高 3,000 遊戲幣。</p>'],
    },
    { imageUrl: '/content/promotions/reload.svg', daysAgo: 7 },
  ),
  item(
    'promotion',
    'daily',
    3,
    {
      Jp: ['毎日ログインでフリースピン', '<p>毎日ログインすると、対象スロットで使えるフリースピンを 5 回分プレゼント。</p>'],
      En: ['Daily free spins', '<p>Sign in every day to get five free spins on selected slots.</p>'],
      Zh: ['每日登录送免费旋转', '<p>每天登录即可获得 5 次指定老虎机的免费旋转。</p>'],
      ZhTW: ['每日登入送免費旋轉', '<p>每天登入即可獲得 5 次指定老虎機的免費旋轉。</p>'],
    },
    { imageUrl: '/content/promotions/daily-spins.svg', daysAgo: 5 },
  ),
  item(
    'promotion',
    'vip',
    4,
    {
      Jp: ['VIP キャッシュバック', '<p>月間のベット額に応じて、最大 5% のキャッシュバックを翌月 1 日に付与します。</p>'],
      En: ['VIP cashback', '<p>Get up to 5% of your monthly bets back, paid on the first of the next month.</p>'],
      Zh: ['VIP 返水', '<p>根据每月投注额，次月 1 日返还最高 5%。</p>'],
      ZhTW: ['VIP 返水', '<p>依每月投注額，次月 1 日返還最高 5%。</p>'],
    },
    { imageUrl: '/content/promotions/vip.svg', daysAgo: 3 },
  ),

  // Activities.
  item(
    'activity',
    'tournament',
    1,
    {
      Jp: [
        '週末スロット大会',
        '<p>土曜 0:00〜日曜 23:59 の獲得コイン数でランキング。上位 50 名で 1,000,000 コインを山分けします。</p>',
      ],
      En: [
        'Weekend slot tournament',
        '<p>Ranked by coins won from Saturday 0:00 to Sunday 23:59. The top 50 share 1,000,000 coins.</p>',
      ],
      Zh: ['周末老虎机锦标赛', '<p>按周六 0:00 至周日 23:59 赢得的游戏币排名，前 50 名瓜分 1,000,000 游戏币。</p>'],
      ZhTW: ['週末老虎機錦標賽', '<p>依週六 0:00 至週日 23:59 贏得的遊戲幣排名，前 50 名瓜分 1,000,000 遊戲幣。</p>'],
    },
    { imageUrl: '/content/banners/weekend-tournament.svg', daysAgo: 2 },
  ),
  item(
    'activity',
    'campaign',
    2,
    {
      Jp: [
        'お友だち紹介キャンペーン',
        '<p>紹介コードで登録したお友だちが初回入金すると、お二人に 1,000 コインずつプレゼント。</p>',
      ],
      En: [
        'Invite a friend',
        '<p>When a friend who signed up with your code makes a first deposit, you both get 1,000 coins.</p>',
      ],
      Zh: ['邀请好友活动', '<p>好友使用您的推荐码注册并首充后，双方各得 1,000 游戏币。</p>'],
      ZhTW: ['邀請好友活動', '<p>好友使用您的推薦碼註冊並首儲後，雙方各得 1,000 遊戲幣。</p>'],
    },
    { imageUrl: '/content/promotions/invite.svg', daysAgo: 4 },
  ),
  item(
    'activity',
    'event',
    3,
    {
      Jp: ['ネオン・セブン導入記念', '<p>新機種ネオン・セブンで 777 を揃えた方に記念バッジを進呈します。</p>'],
      En: ['Neon Seven launch event', '<p>Line up 777 on Neon Seven to earn a launch badge.</p>'],
      Zh: ['霓虹七上线纪念', '<p>在新机台霓虹七上连成 777 即可获得纪念徽章。</p>'],
      ZhTW: ['霓虹七上線紀念', '<p>在新機台霓虹七上連成 777 即可獲得紀念徽章。</p>'],
    },
    { imageUrl: '/content/promotions/daily-spins.svg', daysAgo: 4 },
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
        '<p>ユーザーセンターの「入金」から金額と方法を選びます。</p><ol><li><strong>オンライン決済</strong>：決済ページで支払うと自動で反映されます。</li><li><strong>銀行振込</strong>：表示された口座へ振り込み、振込名義を入力してください。通常 10 分以内に反映されます。</li></ol><p>日本円は 1 円 = 1 コイン、人民元は 1 元 = 20 コインです。</p>',
      ],
      En: [
        'How to deposit',
        '<p>Open Deposit in the user centre and choose an amount and a method.</p><ol><li><strong>Online payment</strong>: pay on the checkout page; coins arrive automatically.</li><li><strong>Bank transfer</strong>: transfer to the account shown and enter the payer name. Usually credited within ten minutes.</li></ol><p>1 yen = 1 coin; 1 yuan = 20 coins.</p>',
      ],
      Zh: [
        '如何充值',
        '<p>在用户中心打开“充值”，选择金额和方式。</p><ol><li><strong>在线支付</strong>：在支付页面付款后自动到账。</li><li><strong>银行转账</strong>：转账到显示的账户并填写付款人姓名，通常 10 分钟内到账。</li></ol><p>1 元 = 20 游戏币；1 日元 = 1 游戏币。</p>',
      ],
      ZhTW: [
        '如何儲值',
        '<p>在會員中心開啟「儲值」，選擇金額與方式。</p><ol><li><strong>線上支付</strong>：在支付頁面付款後自動入帳。</li><li><strong>銀行轉帳</strong>：轉帳至顯示的帳戶並填寫付款人姓名，通常 10 分鐘內入帳。</li></ol><p>1 元 = 20 遊戲幣；1 日圓 = 1 遊戲幣。</p>',
      ],
    }),
    guide('withdrawals', 1, {
      Jp: [
        '出金の方法',
        '<p>出金の前に次の 3 つをご用意ください。</p><ul><li>銀行カードの登録（入金時と同じ名義）</li><li>資金パスワードの設定</li><li>本人確認（KYC）の完了</li></ul><p>申請したコインはすぐに保留され、審査後にお振込みします。</p>',
      ],
      En: [
        'How to withdraw',
        '<p>Before withdrawing you need:</p><ul><li>a bank card in the same name as your deposits,</li><li>a payment password,</li><li>a completed identity check (KYC).</li></ul><p>The coins are held as soon as you ask, and paid out after review.</p>',
      ],
      Zh: [
        '如何提现',
        '<p>提现前请准备：</p><ul><li>绑定银行卡（与充值同名）</li><li>设置资金密码</li><li>完成实名认证（KYC）</li></ul><p>申请后游戏币立即冻结，审核通过后打款。</p>',
      ],
      ZhTW: [
        '如何提領',
        '<p>提領前請準備：</p><ul><li>綁定銀行卡（與儲值同名）</li><li>設定資金密碼</li><li>完成實名認證（KYC）</li></ul><p>申請後遊戲幣立即凍結，審核通過後撥款。</p>',
      ],
    }),
    guide('games', 1, {
      Jp: [
        '遊び方と公平性',
        '<p>ゲームホールで台を選んで着席し、ベット額を選んで回します。</p><p>結果はサーバーシードとクライアントシードから計算され、<strong>後から検証</strong>できます（Provably Fair）。</p>',
      ],
      En: [
        'Playing and fairness',
        '<p>Pick a machine in the game hall, take the seat, choose your bet and spin.</p><p>Every result is computed from a server seed and your client seed and can be <strong>verified afterwards</strong> (provably fair).</p>',
      ],
      Zh: [
        '游戏玩法与公平性',
        '<p>在游戏大厅选择机台入座，选择投注额后开始旋转。</p><p>每个结果由服务器种子与客户端种子计算，可<strong>事后验证</strong>（可证明公平）。</p>',
      ],
      ZhTW: [
        '遊戲玩法與公平性',
        '<p>在遊戲大廳選擇機台入座，選擇投注額後開始旋轉。</p><p>每個結果由伺服器種子與用戶端種子計算，可<strong>事後驗證</strong>（可證明公平）。</p>',
      ],
    }),
    guide('agents', 1, {
      Jp: [
        '代理店になるには',
        '<p>ユーザーセンターから代理店申請ができます。審査に通ると紹介コードとリンクが発行され、配下アカウントの作成やコインの移動、チームレポートの閲覧ができます。</p>',
      ],
      En: [
        'Becoming an agent',
        '<p>Apply in the user centre. Once approved you get a referral code and link, can create subordinate accounts, move coins to them and read team reports.</p>',
      ],
      Zh: [
        '如何成为代理',
        '<p>在用户中心提交代理申请。审核通过后获得推荐码和链接，可创建下级账户、转移游戏币并查看团队报表。</p>',
      ],
      ZhTW: [
        '如何成為代理',
        '<p>在會員中心提交代理申請。審核通過後取得推薦碼與連結，可建立下級帳戶、轉移遊戲幣並查看團隊報表。</p>',
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
        '<p>銀行振込は通常 10 分以内に反映されます。それ以上かかる場合は注文番号を添えてカスタマーサービスへご連絡ください。</p>',
      ],
      En: [
        'My deposit has not arrived',
        '<p>Bank transfers are usually credited within ten minutes. If it takes longer, contact customer service with your order number.</p>',
      ],
      Zh: ['充值未到账怎么办？', '<p>银行转账通常 10 分钟内到账。超过时间请附上订单号联系客服。</p>'],
      ZhTW: ['儲值未入帳怎麼辦？', '<p>銀行轉帳通常 10 分鐘內入帳。超過時間請附上訂單編號聯繫客服。</p>'],
    }),
    faq('deposits', 2, {
      Jp: ['入金の最低額はいくらですか？', '<p>1 回あたり 1,000 円からご入金いただけます。</p>'],
      En: ['What is the smallest deposit?', '<p>You can deposit from 1,000 yen at a time.</p>'],
      Zh: ['最低充值金额是多少？', '<p>每次最低充值 1,000 日元。</p>'],
      ZhTW: ['最低儲值金額是多少？', '<p>每次最低儲值 1,000 日圓。</p>'],
    }),
    faq('withdrawals', 1, {
      Jp: ['出金にはどのくらいかかりますか？', '<p>審査後、通常 1 営業日以内に登録口座へお振込みします。</p>'],
      En: [
        'How long does a withdrawal take?',
        '<p>After review it is usually paid to your bank account within one business day.</p>',
      ],
      Zh: ['提现需要多长时间？', '<p>审核通过后，通常 1 个工作日内汇入绑定账户。</p>'],
      ZhTW: ['提領需要多久？', '<p>審核通過後，通常 1 個工作日內匯入綁定帳戶。</p>'],
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
    faq('agents', 1, {
      Jp: ['代理店申請の審査期間は？', '<p>通常 2〜3 営業日です。結果はステーションレターでお知らせします。</p>'],
      En: [
        'How long does the agent review take?',
        '<p>Usually two to three business days. The result arrives as a station letter.</p>',
      ],
      Zh: ['代理申请审核需要多久？', '<p>通常 2–3 个工作日，结果会通过站内信通知。</p>'],
      ZhTW: ['代理申請審核需要多久？', '<p>通常 2–3 個工作日，結果會透過站內信通知。</p>'],
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
