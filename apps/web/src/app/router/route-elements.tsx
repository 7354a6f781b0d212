import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useParams } from 'react-router';
import { LoadingState } from '../../components/async-states.tsx';
import { PlannedPage } from '../../components/planned-page.tsx';
import type { NavItem } from '../../components/section-nav.tsx';
import {
  ActivityRoute,
  DepositGuideRoute as DepositGuideContent,
  DownloadRoute,
  FaqRoute,
  GuideRoute as GuideContent,
  HomeCarousel,
  HomePromotions,
  NoticeRoute,
  NoticeTicker,
  PromotionRoute,
} from '../../features/content/routes.tsx';
import { HomePage } from '../../features/home/pages/home-page.tsx';
import {
  FairChainRoute,
  FairnessRoute,
  GameHallRoute,
  GameRecordsTab,
  HomeGameRows,
  SpringboardRoute,
} from '../../features/games/routes.tsx';
import { StationLetterRoute } from '../../features/letters/routes.tsx';
import { pageLanguage, type MigrationPageData } from '../../features/migration/migration-i18n.ts';
import { usePlatformConfig } from '../../features/platform/api/get-platform-config.ts';
import { ResponsibleSummary } from '../../features/responsible/components/responsible-summary.tsx';
import { SetLimitsCallout } from '../../features/responsible/components/set-limits-callout.tsx';
import { useMenu } from '../layouts/use-nav-items.ts';
import { LoginRoute } from './login-route.tsx';
import { titleKey, type RouteName } from './route-handle.ts';
import { pathOf, routeByName } from './route-table.ts';

/** The identity verification section of the account settings (the KYC rules link there). */
const KYC_PATH = `${pathOf('accountSetting')}#kyc`;

/**
 * Every page but the home page is its own chunk, downloaded when its route is first visited:
 * the home route's first download carries only the shell and the home page (issue 5/6 budget).
 */
const SubordinateManagementPage = lazy(() =>
  import('../../features/agent/pages/subordinate-management-page.tsx').then((m) => ({ default: m.SubordinateManagementPage })),
);
const TeamOrdersPage = lazy(() =>
  import('../../features/agent/pages/team-orders-page.tsx').then((m) => ({ default: m.TeamOrdersPage })),
);
const TeamReportPage = lazy(() =>
  import('../../features/agent/pages/team-report-page.tsx').then((m) => ({ default: m.TeamReportPage })),
);
const SocialCallbackPage = lazy(() =>
  import('../../features/auth/pages/social-callback-page.tsx').then((m) => ({ default: m.SocialCallbackPage })),
);
const BankCardsPage = lazy(() =>
  import('../../features/bank-cards/pages/bank-cards-page.tsx').then((m) => ({ default: m.BankCardsPage })),
);
const CryptoDepositPage = lazy(() =>
  import('../../features/crypto/pages/crypto-deposit-page.tsx').then((m) => ({ default: m.CryptoDepositPage })),
);
const CryptoWithdrawPage = lazy(() =>
  import('../../features/crypto/pages/crypto-withdraw-page.tsx').then((m) => ({ default: m.CryptoWithdrawPage })),
);
const DepositPage = lazy(() => import('../../features/finance/pages/deposit-page.tsx').then((m) => ({ default: m.DepositPage })));
const WithdrawPage = lazy(() =>
  import('../../features/finance/pages/withdraw-page.tsx').then((m) => ({ default: m.WithdrawPage })),
);
const LegalPage = lazy(() => import('../../features/legal/pages/legal-page.tsx').then((m) => ({ default: m.LegalPage })));
const MigrationPage = lazy(() =>
  import('../../features/migration/pages/migration-page.tsx').then((m) => ({ default: m.MigrationPage })),
);
const NotFoundPage = lazy(() =>
  import('../../features/not-found/pages/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);
const RecordsPage = lazy(() => import('../../features/records/pages/records-page.tsx').then((m) => ({ default: m.RecordsPage })));
const ResponsibleGamingPage = lazy(() =>
  import('../../features/responsible/pages/responsible-gaming-page.tsx').then((m) => ({ default: m.ResponsibleGamingPage })),
);
const AccountSettingPage = lazy(() =>
  import('../../features/user/pages/account-setting-page.tsx').then((m) => ({ default: m.AccountSettingPage })),
);
const PaymentPasswordPage = lazy(() =>
  import('../../features/user/pages/payment-password-page.tsx').then((m) => ({ default: m.PaymentPasswordPage })),
);
const UserCenterPage = lazy(() =>
  import('../../features/user/pages/user-center-page.tsx').then((m) => ({ default: m.UserCenterPage })),
);

/** The records page's crypto tab and its label: a chunk of their own, like the page. */
const loadCryptoRecordsTab = () => import('../../features/crypto/components/crypto-records-tab.tsx');
const CryptoRecordsTab = lazy(() => loadCryptoRecordsTab().then((m) => ({ default: m.CryptoRecordsTab })));
const CryptoRecordsTabLabel = lazy(() => loadCryptoRecordsTab().then((m) => ({ default: m.CryptoRecordsTabLabel })));
const AffiliateCentrePage = lazy(() =>
  import('../../features/agent/pages/affiliate-centre-page.tsx').then((m) => ({ default: m.AffiliateCentrePage })),
);
const loadAgentTransfersTab = () => import('../../features/agent/components/agent-transfers-tab.tsx');
const AgentTransfersTab = lazy(() => loadAgentTransfersTab().then((m) => ({ default: m.AgentTransfersTab })));
const AgentTransfersTabLabel = lazy(() => loadAgentTransfersTab().then((m) => ({ default: m.AgentTransfersTabLabel })));

/** Routes whose page ships with a later feature: for now their title and what they will hold. */
type PlannedRouteName = 'springboard' | 'depositCrypto' | 'withdrawCrypto';

function PlannedRoute({ name }: { name: PlannedRouteName }) {
  const { t } = useTranslation();
  return <PlannedPage title={t(titleKey(name))} description={t(`planned.${name}`)} icon={routeByName(name).icon} />;
}

function HomeRoute() {
  const shortcuts = useMenu('gameMenu').filter((item) => item.to !== '/');
  return (
    <HomePage
      gameHallPath={pathOf('amigo')}
      userCenterPath={pathOf('userCenter')}
      shortcuts={shortcuts}
      carousel={(hero, labelledBy) => <HomeCarousel hero={hero} labelledBy={labelledBy} />}
      ticker={<NoticeTicker noticePath={pathOf('notice')} />}
      promotions={<HomePromotions promotionPath={pathOf('promotion')} />}
      games={<HomeGameRows />}
    />
  );
}

function GuideRoute() {
  const { t } = useTranslation();
  const { tabIndex } = useParams();
  return (
    <GuideContent
      title={t(titleKey('guide'))}
      tabIndex={tabIndex}
      tabPath={(index) => `${pathOf('guide')}/${index}`}
      faqPath={pathOf('faq')}
    />
  );
}

/** Content pages that need only their title (and, for promotions, where "join" leads by default). */
function ContentRoute({ name }: { name: 'notice' | 'promotion' | 'activity' | 'faq' | 'download' | 'stationLetter' }) {
  const { t } = useTranslation();
  const title = t(titleKey(name));
  if (name === 'notice') return <NoticeRoute title={title} />;
  if (name === 'promotion') return <PromotionRoute title={title} depositPath={pathOf('deposit')} />;
  if (name === 'activity') return <ActivityRoute title={title} />;
  if (name === 'faq') return <FaqRoute title={title} />;
  if (name === 'download') return <DownloadRoute title={title} />;
  return <StationLetterRoute title={title} />;
}

/** /account-transfer (Chinese) and /account-transfer-jp (Japanese): the loader prepared the page's language. */
function AccountTransferRoute({ version }: { version: 'zh' | 'ja' }) {
  const { language, i18n } = useLoaderData<MigrationPageData>();
  const other = version === 'zh' ? 'ja' : 'zh';
  return (
    <MigrationPage
      language={language}
      i18n={i18n}
      otherVersion={{ path: pathOf(other === 'zh' ? 'accountTransfer' : 'accountTransferJp'), language: pageLanguage(other) }}
      hallPath={pathOf('amigo')}
      userCenterPath={pathOf('userCenter')}
    />
  );
}

/** A team report's address: the caller's own (null) or a sub-agent's. */
const teamReportPath = (userId: string | null) =>
  userId ? `${pathOf('teamReport')}/${encodeURIComponent(userId)}` : pathOf('teamReport');

function TeamReportRoute() {
  const { t } = useTranslation();
  const { userId } = useParams();
  return <TeamReportPage title={t(titleKey('teamReport'))} userId={userId} reportPath={teamReportPath} />;
}

function AffiliateCentreRoute() {
  const { t } = useTranslation();
  return <AffiliateCentrePage title={t(titleKey('affiliateCentre'))} reportPath={pathOf('teamReport')} />;
}

function AgentRoute({ name }: { name: 'subordinateManagement' | 'teamRecharge' | 'teamWithdraw' }) {
  const { t } = useTranslation();
  const title = t(titleKey(name));
  if (name === 'subordinateManagement') {
    return (
      <SubordinateManagementPage title={title} reportPath={teamReportPath} paymentPasswordPath={pathOf('paymentPassword')} />
    );
  }
  return <TeamOrdersPage kind={name === 'teamRecharge' ? 'recharge' : 'withdraw'} title={title} />;
}

function UserCenterRoute() {
  const { t } = useTranslation();
  const links: NavItem[] = [
    { to: pathOf('accountSetting'), label: t(titleKey('accountSetting')), icon: 'settings' },
    { to: pathOf('responsibleSettings'), label: t(titleKey('responsibleSettings')), icon: 'heart' },
    { to: pathOf('bankcardSetting'), label: t(titleKey('bankcardSetting')), icon: 'card' },
    { to: pathOf('finance'), label: t(titleKey('finance')), icon: 'wallet' },
    { to: pathOf('record'), label: t(titleKey('record')), icon: 'receipt' },
    { to: pathOf('agentCenter'), label: t(titleKey('agentCenter')), icon: 'users' },
  ];
  return <UserCenterPage title={t(titleKey('userCenter'))} links={links} />;
}

function TitledRoute({ name }: { name: 'accountSetting' | 'paymentPassword' | 'updatePaymentPassword' }) {
  const { t } = useTranslation();
  const title = t(titleKey(name));
  return name === 'accountSetting' ? (
    <AccountSettingPage
      title={title}
      responsibleGaming={{
        title: t(titleKey('responsibleSettings')),
        content: <ResponsibleSummary to={pathOf('responsibleSettings')} />,
      }}
    />
  ) : (
    <PaymentPasswordPage title={title} />
  );
}

function TitledGameRoute({ name }: { name: 'amigo' | 'amigoFairness' | 'fairChain' }) {
  const { t } = useTranslation();
  const title = t(titleKey(name));
  if (name === 'fairChain') return <FairChainRoute title={title} />;
  return name === 'amigo' ? <GameHallRoute title={title} /> : <FairnessRoute title={title} />;
}

function ResponsibleSettingsRoute() {
  const { t } = useTranslation();
  return <ResponsibleGamingPage title={t(titleKey('responsibleSettings'))} policyPath={pathOf('responsibleGaming')} />;
}

/** Shown only when the social sign-in failed; on success the loader has moved on. */
function SocialCallbackRoute() {
  const data = useLoaderData<{ message: string } | null>();
  return <SocialCallbackPage message={data?.message ?? ''} />;
}

function DepositGuideRoute() {
  const { t } = useTranslation();
  const config = usePlatformConfig();
  return (
    <DepositGuideContent
      title={t(titleKey('depositGuide'))}
      depositPath={pathOf('deposit')}
      coinsPerYen={config.data?.coinsPerYen}
      coinsPerYuan={config.data?.coinsPerYuan}
    />
  );
}

/**
 * The page of every route, by name. A Record, so adding a route name without a page fails
 * to compile. Routes that only redirect render nothing (their loader leaves first).
 */
const PAGE_ELEMENTS: Record<RouteName, ReactNode> = {
  home: <HomeRoute />,
  notFound: <NotFoundPage />,
  redirect: null,
  login: <LoginRoute />,
  aboutUs: <LegalPage document="aboutUs" />,
  aboutPrivacy: <LegalPage document="privacy" />,
  aboutUserAgreement: <LegalPage document="terms" />,
  aboutResponsibleGame: (
    <LegalPage document="responsibleGaming" aside={<SetLimitsCallout to={pathOf('responsibleSettings')} />} />
  ),
  aboutDiscountStatute: <LegalPage document="discountStatute" />,
  privacyPolicy: <LegalPage document="privacy" />,
  termsConditions: <LegalPage document="terms" />,
  responsibleGaming: <LegalPage document="responsibleGaming" aside={<SetLimitsCallout to={pathOf('responsibleSettings')} />} />,
  userAgreement: <LegalPage document="terms" />,
  guide: <GuideRoute />,
  depositGuide: <DepositGuideRoute />,
  teamReport: <TeamReportRoute />,
  agentCenter: null,
  finance: null,
  accountTransfer: <AccountTransferRoute version="zh" />,
  accountTransferJp: <AccountTransferRoute version="ja" />,
  activity: <ContentRoute name="activity" />,
  download: <ContentRoute name="download" />,
  faq: <ContentRoute name="faq" />,
  promotion: <ContentRoute name="promotion" />,
  notice: <ContentRoute name="notice" />,
  amigo: <TitledGameRoute name="amigo" />,
  amigoSpringboard: <SpringboardRoute />,
  amigoFairness: <TitledGameRoute name="amigoFairness" />,
  fairChain: <TitledGameRoute name="fairChain" />,
  springboard: <PlannedRoute name="springboard" />,
  subordinateManagement: <AgentRoute name="subordinateManagement" />,
  teamRecharge: <AgentRoute name="teamRecharge" />,
  teamWithdraw: <AgentRoute name="teamWithdraw" />,
  affiliateCentre: <AffiliateCentreRoute />,
  userCenter: <UserCenterRoute />,
  deposit: <DepositPage recordsPath={pathOf('record')} kycPath={KYC_PATH} />,
  withdraw: (
    <WithdrawPage
      bankCardsPath={pathOf('bankcardSetting')}
      paymentPasswordPath={pathOf('paymentPassword')}
      recordsPath={pathOf('record')}
      kycPath={KYC_PATH}
    />
  ),
  depositCrypto: <CryptoDepositPage />,
  withdrawCrypto: <CryptoWithdrawPage paymentPasswordPath={pathOf('paymentPassword')} kycPath={KYC_PATH} />,
  accountSetting: <TitledRoute name="accountSetting" />,
  responsibleSettings: <ResponsibleSettingsRoute />,
  bankcardSetting: <BankCardsPage />,
  record: (
    <RecordsPage
      gamesTab={<GameRecordsTab />}
      cryptoTab={{ label: <CryptoRecordsTabLabel />, content: <CryptoRecordsTab /> }}
      transfersTab={{ label: <AgentTransfersTabLabel />, content: <AgentTransfersTab /> }}
    />
  ),
  stationLetter: <ContentRoute name="stationLetter" />,
  paymentPassword: <TitledRoute name="paymentPassword" />,
  updatePaymentPassword: <TitledRoute name="updatePaymentPassword" />,
  authCallback: <SocialCallbackRoute />,
};

/** The pages, each behind its own Suspense boundary (lazy chunks). */
export const PAGES = Object.fromEntries(
  Object.entries(PAGE_ELEMENTS).map(([name, element]) => [
    name,
    element === null ? null : <Suspense fallback={<LoadingState />}>{element}</Suspense>,
  ]),
) as Record<RouteName, ReactNode>;
