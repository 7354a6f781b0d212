import { redirect, replace, type LoaderFunction } from 'react-router';
import { completeSocialSignIn } from '../../features/auth/social-callback.ts';
import { loadMigrationPage } from '../../features/migration/migration-i18n.ts';
import { loadNamespace } from '../../lib/i18n/i18n.ts';
import { getSession, hasUserInfo } from '../../lib/session/session-store.ts';
import { isSameSitePath, pathOfHome } from './login-redirect.ts';
import type { RouteName } from './route-handle.ts';

/** Legal pages render from the `legal` catalogue: load it before the page shows. */
const loadLegal: LoaderFunction = async () => {
  await loadNamespace('legal');
  return null;
};

/** The game hall's pages render from the `games` catalogue: load it before the page shows. */
const loadGames: LoaderFunction = async () => {
  await loadNamespace('games');
  return null;
};

/** Wallet pages (deposit, withdraw, records, bank cards) render from the `finance` catalogue. */
const loadFinance: LoaderFunction = async () => {
  await loadNamespace('finance');
  return null;
};

/** Crypto deposit and withdrawal render from the `crypto` catalogue; records show its tab too. */
const loadCrypto: LoaderFunction = async () => {
  await loadNamespace('crypto');
  return null;
};

const loadRecords: LoaderFunction = async () => {
  await Promise.all([loadNamespace('finance'), loadNamespace('crypto')]);
  return null;
};

/** The responsible-gaming settings render from the `responsible` catalogue. */
const loadResponsible: LoaderFunction = async () => {
  await loadNamespace('responsible');
  return null;
};

/** The responsible-gaming policy pages: the legal text and the "set your limits" box beneath it. */
const loadResponsiblePolicy: LoaderFunction = async () => {
  await Promise.all([loadNamespace('legal'), loadNamespace('responsible')]);
  return null;
};

/** SPEC §2: visiting login while logged in goes to the member's home page. */
const loginLoader: LoaderFunction = () => {
  if (hasUserInfo()) return redirect(pathOfHome(getSession().homePage));
  return null;
};

/**
 * /redirect/:path → /<decoded path>, replacing the history entry, query kept. Leading
 * slashes are dropped so an encoded "//other.site" cannot leave the site.
 */
const redirectLoader: LoaderFunction = ({ params, request }) => {
  let decoded = '';
  try {
    decoded = decodeURIComponent(params.path ?? '');
  } catch {
    decoded = '';
  }
  const target = new URL(`/${decoded.replace(/^[/\\]+/, '')}`, window.location.origin);
  // URL parsing drops tabs and newlines, so check the result too, not only the input.
  if (target.origin !== window.location.origin) return replace('/');
  const search = new URL(request.url).search;
  const query = target.search || search;
  return replace(`${target.pathname}${query}${target.hash}`);
};

/**
 * /auth/callback/:provider: finish the Google / LINE sign-in, then go (replacing the callback
 * address in history) to the page it started from, or the member's home page. On failure the
 * page shows the message.
 */
const socialCallbackLoader: LoaderFunction = async ({ params, request }) => {
  const result = await completeSocialSignIn(params.provider, new URL(request.url).searchParams, request.signal);
  if (!result.ok) return { message: result.message };
  const target = result.redirect && isSameSitePath(result.redirect) ? result.redirect : pathOfHome(getSession().homePage);
  return replace(target);
};

/** Extra work a page needs after the route guard has passed. */
export const PAGE_LOADERS: Partial<Record<RouteName, LoaderFunction>> = {
  aboutUs: loadLegal,
  aboutPrivacy: loadLegal,
  aboutUserAgreement: loadLegal,
  aboutResponsibleGame: loadResponsiblePolicy,
  aboutDiscountStatute: loadLegal,
  privacyPolicy: loadLegal,
  termsConditions: loadLegal,
  responsibleGaming: loadResponsiblePolicy,
  responsibleSettings: loadResponsible,
  userAgreement: loadLegal,
  deposit: loadFinance,
  withdraw: loadFinance,
  record: loadRecords,
  depositCrypto: loadCrypto,
  withdrawCrypto: loadCrypto,
  bankcardSetting: loadFinance,
  amigo: loadGames,
  amigoSpringboard: loadGames,
  amigoFairness: loadGames,
  fairChain: loadGames,
  login: loginLoader,
  redirect: redirectLoader,
  authCallback: socialCallbackLoader,
  // Account transfer: the page's own fixed-language catalogue (Chinese or Japanese), ready before it shows.
  accountTransfer: () => loadMigrationPage('zh'),
  accountTransferJp: () => loadMigrationPage('ja'),
};
