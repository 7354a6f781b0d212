import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlannedPage } from '../../components/planned-page.tsx';
import { TeamReportPage } from '../../features/agent/pages/team-report-page.tsx';
import { DepositGuidePage } from '../../features/content/pages/deposit-guide-page.tsx';
import { GuidePage } from '../../features/content/pages/guide-page.tsx';
import { HomePage } from '../../features/home/pages/home-page.tsx';
import { LegalPage } from '../../features/legal/pages/legal-page.tsx';
import { NotFoundPage } from '../../features/not-found/pages/not-found-page.tsx';
import { usePlatformConfig } from '../../features/platform/api/get-platform-config.ts';
import { useMenu } from '../layouts/use-nav-items.ts';
import { LoginRoute } from './login-route.tsx';
import { titleKey, type RouteName } from './route-handle.ts';
import { pathOf, routeByName } from './route-table.ts';

/** Routes whose page ships with a later feature: for now their title and what they will hold. */
type PlannedRouteName =
  | 'accountTransfer'
  | 'accountTransferJp'
  | 'activity'
  | 'download'
  | 'faq'
  | 'promotion'
  | 'notice'
  | 'amigo'
  | 'amigoSpringboard'
  | 'springboard'
  | 'subordinateManagement'
  | 'teamRecharge'
  | 'teamWithdraw'
  | 'userCenter'
  | 'deposit'
  | 'withdraw'
  | 'depositCrypto'
  | 'withdrawCrypto'
  | 'accountSetting'
  | 'bankcardSetting'
  | 'record'
  | 'stationLetter'
  | 'paymentPassword'
  | 'updatePaymentPassword';

function PlannedRoute({ name }: { name: PlannedRouteName }) {
  const { t } = useTranslation();
  return <PlannedPage title={t(titleKey(name))} description={t(`planned.${name}`)} icon={routeByName(name).icon} />;
}

function HomeRoute() {
  const shortcuts = useMenu('gameMenu').filter((item) => item.to !== '/');
  return <HomePage gameHallPath={pathOf('amigo')} userCenterPath={pathOf('userCenter')} shortcuts={shortcuts} />;
}

function GuideRoute() {
  const { tabIndex } = useParams();
  return <GuidePage tabIndex={tabIndex} tabPath={(index) => `${pathOf('guide')}/${index}`} />;
}

function TeamReportRoute() {
  const { userId } = useParams();
  return <TeamReportPage userId={userId} />;
}

function DepositGuideRoute() {
  const config = usePlatformConfig();
  return <DepositGuidePage coinsPerYen={config.data?.coinsPerYen} coinsPerYuan={config.data?.coinsPerYuan} />;
}

/**
 * The page of every route, by name. A Record, so adding a route name without a page fails
 * to compile. Routes that only redirect render nothing (their loader leaves first).
 */
export const PAGES: Record<RouteName, ReactNode> = {
  home: <HomeRoute />,
  notFound: <NotFoundPage />,
  redirect: null,
  login: <LoginRoute />,
  aboutUs: <LegalPage document="aboutUs" />,
  aboutPrivacy: <LegalPage document="privacy" />,
  aboutUserAgreement: <LegalPage document="terms" />,
  aboutResponsibleGame: <LegalPage document="responsibleGaming" />,
  aboutDiscountStatute: <LegalPage document="discountStatute" />,
  privacyPolicy: <LegalPage document="privacy" />,
  termsConditions: <LegalPage document="terms" />,
  responsibleGaming: <LegalPage document="responsibleGaming" />,
  userAgreement: <LegalPage document="terms" />,
  guide: <GuideRoute />,
  depositGuide: <DepositGuideRoute />,
  teamReport: <TeamReportRoute />,
  agentCenter: null,
  finance: null,
  accountTransfer: <PlannedRoute name="accountTransfer" />,
  accountTransferJp: <PlannedRoute name="accountTransferJp" />,
  activity: <PlannedRoute name="activity" />,
  download: <PlannedRoute name="download" />,
  faq: <PlannedRoute name="faq" />,
  promotion: <PlannedRoute name="promotion" />,
  notice: <PlannedRoute name="notice" />,
  amigo: <PlannedRoute name="amigo" />,
  amigoSpringboard: <PlannedRoute name="amigoSpringboard" />,
  springboard: <PlannedRoute name="springboard" />,
  subordinateManagement: <PlannedRoute name="subordinateManagement" />,
  teamRecharge: <PlannedRoute name="teamRecharge" />,
  teamWithdraw: <PlannedRoute name="teamWithdraw" />,
  userCenter: <PlannedRoute name="userCenter" />,
  deposit: <PlannedRoute name="deposit" />,
  withdraw: <PlannedRoute name="withdraw" />,
  depositCrypto: <PlannedRoute name="depositCrypto" />,
  withdrawCrypto: <PlannedRoute name="withdrawCrypto" />,
  accountSetting: <PlannedRoute name="accountSetting" />,
  bankcardSetting: <PlannedRoute name="bankcardSetting" />,
  record: <PlannedRoute name="record" />,
  stationLetter: <PlannedRoute name="stationLetter" />,
  paymentPassword: <PlannedRoute name="paymentPassword" />,
  updatePaymentPassword: <PlannedRoute name="updatePaymentPassword" />,
};
