import type { IconName } from '../../components/icons/icon.tsx';

/** The menu groups of SPEC §2; each lists the routes that name it, in route-table order. */
export const MENU_GROUPS = ['gameMenu', 'footerMenu', 'userMenu', 'userCenterMenu', 'agentMenu', 'aboutMenu'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** Every route has a name: titles (`routes.<name>`), menus and the login redirect use it. */
export const ROUTE_NAMES = [
  'home',
  'notFound',
  'redirect',
  'login',
  'aboutUs',
  'aboutPrivacy',
  'aboutUserAgreement',
  'aboutResponsibleGame',
  'aboutDiscountStatute',
  'accountTransfer',
  'accountTransferJp',
  'activity',
  'download',
  'guide',
  'depositGuide',
  'faq',
  'promotion',
  'notice',
  'amigo',
  'amigoSpringboard',
  'amigoFairness',
  'fairChain',
  'springboard',
  'privacyPolicy',
  'termsConditions',
  'responsibleGaming',
  'userAgreement',
  'agentCenter',
  'subordinateManagement',
  'teamReport',
  'teamRecharge',
  'teamWithdraw',
  'affiliateCentre',
  'userCenter',
  'finance',
  'deposit',
  'withdraw',
  'depositCrypto',
  'withdrawCrypto',
  'accountSetting',
  'responsibleSettings',
  'bankcardSetting',
  'record',
  'stationLetter',
  'paymentPassword',
  'updatePaymentPassword',
  'authCallback',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

/** What every route carries in `handle` (read with useMatches, by the guard and the menus). */
export interface RouteHandle {
  name: RouteName;
  /** Login required (SPEC §2 "Auth"): guests get the auth dialog first. */
  auth: boolean;
  /** Menu groups that list this route. */
  menu: readonly MenuGroup[];
  icon?: IconName;
  /** Section menu shown beside the page (about, user centre, agent). */
  sideMenu?: MenuGroup;
}

export function titleKey(name: RouteName) {
  return `routes.${name}` as const;
}
