import { describe, expect, it } from 'vitest';
import { isSameSitePath, loginHref, redirectTargetFrom } from './login-redirect.ts';
import { menuItems } from './menus.ts';
import { ROUTE_NAMES } from './route-handle.ts';
import { ROUTE_TABLE, pathOf, routeByName } from './route-table.ts';

/** SPEC §2, written out again: path → login required. */
const SPEC_ROUTES: Record<string, boolean> = {
  '/': false,
  '/redirect/:path': true,
  '/about/about-us': false,
  '/about/privacy-policy': false,
  '/about/user-agreement': false,
  '/about/responsible-game': false,
  '/about/discount-statute': false,
  '/account-transfer': false,
  '/account-transfer-jp': false,
  '/activity': false,
  '/download': false,
  '/game/guide/:tabIndex?': false,
  '/game/guide/deposit': false,
  '/game/guide/faq': false,
  '/game/promotion': false,
  '/game/notice': false,
  '/amigo': true,
  '/amigo-springboard': true,
  '/privacy-policy': false,
  '/terms-conditions': false,
  '/responsible-gaming': false,
  '/agent/agent-center': true,
  '/agent/subordinate-management': true,
  '/agent/team-report/:userId?': true,
  '/agent/team-recharge': true,
  '/agent/team-withdraw': true,
  '/user/user-center': true,
  '/user/finance': true,
  '/user/finance/deposit': true,
  '/user/finance/withdraw': true,
  '/user/finance/deposit/cryptocurrency': true,
  '/user/finance/withdraw/cryptocurrency': true,
  '/user/account-setting': true,
  '/user/bankcard-setting': true,
  '/user/record': true,
  '/user/station-letter': false,
  '*': false,
};

describe('route table', () => {
  it('has every route of SPEC §2 with its login requirement', () => {
    const table = new Map(ROUTE_TABLE.map((route) => [route.path, route.auth ?? false]));
    for (const [path, auth] of Object.entries(SPEC_ROUTES)) {
      expect(table.has(path), path).toBe(true);
      expect(table.get(path), path).toBe(auth);
    }
  });

  it('gives the unnamed screens a path', () => {
    expect(pathOf('paymentPassword')).toBe('/user/payment-password');
    expect(pathOf('updatePaymentPassword')).toBe('/user/payment-password/update');
    expect(pathOf('springboard')).toBe('/springboard');
    expect(pathOf('userAgreement')).toBe('/user-agreement');
    expect(pathOf('login')).toBe('/login');
    expect(routeByName('paymentPassword').auth).toBe(true);
  });

  it('has one route per name and unique paths', () => {
    expect(ROUTE_TABLE.map((route) => route.name).sort()).toEqual([...ROUTE_NAMES].sort());
    expect(new Set(ROUTE_TABLE.map((route) => route.path)).size).toBe(ROUTE_TABLE.length);
  });

  it('redirects the agent centre and finance routes', () => {
    expect(routeByName('agentCenter').redirectTo).toBe('subordinateManagement');
    expect(routeByName('finance').redirectTo).toBe('deposit');
  });

  it('links optional-parameter routes without the parameter', () => {
    expect(pathOf('guide')).toBe('/game/guide');
    expect(pathOf('teamReport')).toBe('/agent/team-report');
  });

  it('derives the menu groups from the table', () => {
    expect(menuItems('aboutMenu').map((item) => item.path)).toEqual([
      '/about/about-us',
      '/about/privacy-policy',
      '/about/user-agreement',
      '/about/responsible-game',
      '/about/discount-statute',
    ]);
    expect(menuItems('agentMenu').every((item) => item.auth)).toBe(true);
    expect(menuItems('gameMenu')[0]?.path).toBe('/');
    for (const group of ['footerMenu', 'userMenu', 'userCenterMenu'] as const) {
      expect(menuItems(group).length, group).toBeGreaterThan(0);
    }
  });
});

describe('login redirect', () => {
  it('carries the route name and the original query', () => {
    expect(loginHref(new URL('https://x.test/user/record?page=2'), 'record')).toBe('/login?redirect=record&page=2');
  });

  it('carries the path when the route has parameters', () => {
    expect(loginHref(new URL('https://x.test/agent/team-report/42'), 'teamReport')).toBe(
      '/login?redirect=%2Fagent%2Fteam-report%2F42',
    );
  });

  it('does not nest a redirect to login itself', () => {
    expect(loginHref(new URL('https://x.test/login?redirect=home'), 'login')).toBe('/login');
  });

  it('goes back to the target after login, else to the home page', () => {
    expect(redirectTargetFrom('?redirect=record&page=2', 'home')).toBe('/user/record?page=2');
    expect(redirectTargetFrom('?redirect=%2Fagent%2Fteam-report%2F42', 'home')).toBe('/agent/team-report/42');
    expect(redirectTargetFrom('', 'home')).toBe('/');
    expect(redirectTargetFrom('', 'userCenter')).toBe('/user/user-center');
  });

  it('never redirects off the site', () => {
    expect(redirectTargetFrom('?redirect=%2F%2Fevil.test', 'home')).toBe('/');
    expect(redirectTargetFrom('?redirect=https%3A%2F%2Fevil.test', 'home')).toBe('/');
    expect(redirectTargetFrom('?redirect=%2F%5Cevil.test', 'home')).toBe('/');
    expect(isSameSitePath('/user/record')).toBe(true);
    expect(isSameSitePath('//evil.test')).toBe(false);
  });
});
