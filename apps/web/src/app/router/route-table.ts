import type { IconName } from '../../components/icons/icon.tsx';
import type { MenuGroup, RouteName } from './route-handle.ts';

/**
 * The route table of SPEC §2 as plain data: path, login requirement, menus, layout.
 * Pages are attached by name in route-elements.tsx; router.tsx builds the router from both.
 * Screens the spec names without a path got one here: /login, /springboard, /user-agreement,
 * /user/payment-password and /user/payment-password/update; the social sign-in returns to
 * /auth/callback/:provider.
 */
export interface RouteDef {
  name: RouteName;
  path: string;
  /**
   * `home`: full-width home layout (home page, not-found); `default`: the page container;
   * `bare`: no header, menus or footer (the social sign-in callback).
   */
  layout: 'home' | 'default' | 'bare';
  auth?: boolean;
  menu?: readonly MenuGroup[];
  icon?: IconName;
  sideMenu?: MenuGroup;
  /** A route that only forwards to another one (replacing history). */
  redirectTo?: RouteName;
}

const about = { layout: 'default', menu: ['aboutMenu'], sideMenu: 'aboutMenu', icon: 'info' } as const;
const agent = { layout: 'default', auth: true, menu: ['agentMenu'], sideMenu: 'agentMenu' } as const;
const userCenter = { layout: 'default', auth: true, sideMenu: 'userCenterMenu' } as const;

export const ROUTE_TABLE: readonly RouteDef[] = [
  { name: 'home', path: '/', layout: 'home', menu: ['gameMenu'], icon: 'home' },
  { name: 'amigo', path: '/amigo', layout: 'default', auth: true, menu: ['gameMenu'], icon: 'gamepad' },
  { name: 'amigoSpringboard', path: '/amigo-springboard', layout: 'default', auth: true, icon: 'gamepad' },
  // The provably fair seeds and the round verifier of the game hall (issue 5).
  { name: 'amigoFairness', path: '/amigo/fairness', layout: 'default', auth: true, icon: 'shield' },
  // The public chain of sealed day boards of setting commitments (issue 26 §4): no sign-in.
  { name: 'fairChain', path: '/fairness/chain', layout: 'default', icon: 'shield' },
  { name: 'promotion', path: '/game/promotion', layout: 'default', menu: ['gameMenu'], icon: 'gift' },
  { name: 'notice', path: '/game/notice', layout: 'default', menu: ['gameMenu'], icon: 'megaphone' },
  { name: 'activity', path: '/activity', layout: 'default', menu: ['gameMenu'], icon: 'sparkles' },
  { name: 'guide', path: '/game/guide/:tabIndex?', layout: 'default', menu: ['gameMenu', 'footerMenu'], icon: 'book' },
  { name: 'depositGuide', path: '/game/guide/deposit', layout: 'default', menu: ['footerMenu'], icon: 'wallet' },
  { name: 'faq', path: '/game/guide/faq', layout: 'default', menu: ['gameMenu', 'footerMenu'], icon: 'help' },
  { name: 'download', path: '/download', layout: 'default', menu: ['gameMenu', 'footerMenu'], icon: 'download' },
  { name: 'accountTransfer', path: '/account-transfer', layout: 'default', menu: ['footerMenu'], icon: 'swap' },
  { name: 'accountTransferJp', path: '/account-transfer-jp', layout: 'default', menu: ['footerMenu'], icon: 'swap' },

  { name: 'aboutUs', path: '/about/about-us', ...about },
  { name: 'aboutPrivacy', path: '/about/privacy-policy', ...about, icon: 'shield' },
  { name: 'aboutUserAgreement', path: '/about/user-agreement', ...about, icon: 'document' },
  { name: 'aboutResponsibleGame', path: '/about/responsible-game', ...about, icon: 'heart' },
  { name: 'aboutDiscountStatute', path: '/about/discount-statute', ...about, icon: 'gift' },

  // Licence-review pages: public, linked from the footer of every page.
  { name: 'privacyPolicy', path: '/privacy-policy', layout: 'default', icon: 'shield' },
  { name: 'termsConditions', path: '/terms-conditions', layout: 'default', icon: 'document' },
  { name: 'responsibleGaming', path: '/responsible-gaming', layout: 'default', icon: 'heart' },
  // Opened in a new window from the register form: the terms, on a page of its own.
  { name: 'userAgreement', path: '/user-agreement', layout: 'default', icon: 'document' },

  { name: 'agentCenter', path: '/agent/agent-center', layout: 'default', auth: true, redirectTo: 'subordinateManagement' },
  { name: 'subordinateManagement', path: '/agent/subordinate-management', ...agent, icon: 'users' },
  { name: 'teamReport', path: '/agent/team-report/:userId?', ...agent, icon: 'chart' },
  { name: 'teamRecharge', path: '/agent/team-recharge', ...agent, icon: 'wallet' },
  { name: 'teamWithdraw', path: '/agent/team-withdraw', ...agent, icon: 'withdraw' },
  // Issue 21: the affiliate centre (funnel, campaigns, statements, payouts, CSV).
  { name: 'affiliateCentre', path: '/agent/affiliate-centre', ...agent, icon: 'chart' },

  { name: 'userCenter', path: '/user/user-center', ...userCenter, menu: ['userMenu', 'userCenterMenu'], icon: 'user' },
  { name: 'finance', path: '/user/finance', layout: 'default', auth: true, redirectTo: 'deposit' },
  { name: 'deposit', path: '/user/finance/deposit', ...userCenter, menu: ['userMenu', 'userCenterMenu'], icon: 'wallet' },
  { name: 'depositCrypto', path: '/user/finance/deposit/cryptocurrency', ...userCenter, menu: ['userCenterMenu'], icon: 'coins' },
  { name: 'withdraw', path: '/user/finance/withdraw', ...userCenter, menu: ['userMenu', 'userCenterMenu'], icon: 'withdraw' },
  {
    name: 'withdrawCrypto',
    path: '/user/finance/withdraw/cryptocurrency',
    ...userCenter,
    menu: ['userCenterMenu'],
    icon: 'coins',
  },
  { name: 'record', path: '/user/record', ...userCenter, menu: ['userMenu', 'userCenterMenu'], icon: 'receipt' },
  {
    name: 'accountSetting',
    path: '/user/account-setting',
    ...userCenter,
    menu: ['userMenu', 'userCenterMenu'],
    icon: 'settings',
  },
  // Deposit and loss limits, reality checks, cool-off and self-exclusion (issue 11).
  { name: 'responsibleSettings', path: '/user/responsible-gaming', ...userCenter, menu: ['userCenterMenu'], icon: 'heart' },
  { name: 'bankcardSetting', path: '/user/bankcard-setting', ...userCenter, menu: ['userCenterMenu'], icon: 'card' },
  { name: 'paymentPassword', path: '/user/payment-password', ...userCenter, menu: ['userCenterMenu'], icon: 'lock' },
  { name: 'updatePaymentPassword', path: '/user/payment-password/update', ...userCenter, icon: 'lock' },
  // SPEC §2: the station letter's meta does not require login; the page itself asks for it.
  {
    name: 'stationLetter',
    path: '/user/station-letter',
    ...userCenter,
    auth: false,
    menu: ['userMenu', 'userCenterMenu'],
    icon: 'mail',
  },

  { name: 'springboard', path: '/springboard', layout: 'default', icon: 'external' },
  { name: 'login', path: '/login', layout: 'default', icon: 'login' },
  // The Google / LINE sign-in comes back here (PUBLIC_URL/auth/callback/<provider>?code=…&state=…).
  { name: 'authCallback', path: '/auth/callback/:provider', layout: 'bare' },
  { name: 'redirect', path: '/redirect/:path', layout: 'default', auth: true },
  { name: 'notFound', path: '*', layout: 'home' },
];

const BY_NAME = new Map(ROUTE_TABLE.map((route) => [route.name, route]));

export function routeByName(name: RouteName): RouteDef {
  const route = BY_NAME.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

/** The address to link to: optional segments (`/:tabIndex?`) are left out. */
export function pathOf(name: RouteName): string {
  return routeByName(name).path.replace(/\/:[^/]+\?/g, '');
}

export function isRouteName(value: string): value is RouteName {
  return BY_NAME.has(value as RouteName);
}
