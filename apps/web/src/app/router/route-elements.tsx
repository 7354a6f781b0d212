import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useParams } from 'react-router';
import { PlannedPage } from '../../components/planned-page.tsx';
import type { NavItem } from '../../components/section-nav.tsx';
import { TeamReportPage } from '../../features/agent/pages/team-report-page.tsx';
import { SocialCallbackPage } from '../../features/auth/pages/social-callback-page.tsx';
import { BankCardsPage } from '../../features/bank-cards/pages/bank-cards-page.tsx';
import { DepositGuidePage } from '../../features/content/pages/deposit-guide-page.tsx';
import { GuidePage } from '../../features/content/pages/guide-page.tsx';
import { DepositPage } from '../../features/finance/pages/deposit-page.tsx';
import { WithdrawPage } from '../../features/finance/pages/withdraw-page.tsx';
import { HomePage } from '../../features/home/pages/home-page.tsx';
import { LegalPage } from '../../features/legal/pages/legal-page.tsx';
import { NotFoundPage } from '../../features/not-found/pages/not-found-page.tsx';
import { usePlatformConfig } from '../../features/platform/api/get-platform-config.ts';
import { RecordsPage } from '../../features/records/pages/records-page.tsx';
import { AccountSettingPage } from '../../features/user/pages/account-setting-page.tsx';
import { PaymentPasswordPage } from '../../features/user/pages/payment-password-page.tsx';
import { UserCenterPage } from '../../features/user/pages/user-center-page.tsx';
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
  | 'depositCrypto'
  | 'withdrawCrypto'
  | 'stationLetter';

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

function UserCenterRoute() {
  const { t } = useTranslation();
  const links: NavItem[] = [
    { to: pathOf('accountSetting'), label: t(titleKey('accountSetting')), icon: 'settings' },
    { to: pathOf('bankcardSetting'), label: t(titleKey('bankcardSetting')), icon: 'card' },
    { to: pathOf('finance'), label: t(titleKey('finance')), icon: 'wallet' },
    { to: pathOf('record'), label: t(titleKey('record')), icon: 'receipt' },
  ];
  return <UserCenterPage title={t(titleKey('userCenter'))} links={links} />;
}

function TitledRoute({ name }: { name: 'accountSetting' | 'paymentPassword' | 'updatePaymentPassword' }) {
  const { t } = useTranslation();
  const title = t(titleKey(name));
  return name === 'accountSetting' ? <AccountSettingPage title={title} /> : <PaymentPasswordPage title={title} />;
}

/** Shown only when the social sign-in failed; on success the loader has moved on. */
function SocialCallbackRoute() {
  const data = useLoaderData<{ message: string } | null>();
  return <SocialCallbackPage message={data?.message ?? ''} />;
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
  userCenter: <UserCenterRoute />,
  deposit: <DepositPage recordsPath={pathOf('record')} />,
  withdraw: (
    <WithdrawPage
      bankCardsPath={pathOf('bankcardSetting')}
      paymentPasswordPath={pathOf('paymentPassword')}
      recordsPath={pathOf('record')}
    />
  ),
  depositCrypto: <PlannedRoute name="depositCrypto" />,
  withdrawCrypto: <PlannedRoute name="withdrawCrypto" />,
  accountSetting: <TitledRoute name="accountSetting" />,
  bankcardSetting: <BankCardsPage />,
  record: <RecordsPage />,
  stationLetter: <PlannedRoute name="stationLetter" />,
  paymentPassword: <TitledRoute name="paymentPassword" />,
  updatePaymentPassword: <TitledRoute name="updatePaymentPassword" />,
  authCallback: <SocialCallbackRoute />,
};
