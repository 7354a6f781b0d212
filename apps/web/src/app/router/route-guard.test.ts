// @vitest-environment jsdom
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-error.ts';

const getUserInfo = vi.fn<() => Promise<Record<string, unknown>>>();
vi.mock('../../features/user/api/get-user-info.ts', () => ({ getUserInfo: () => getUserInfo() }));

const { guardRoute } = await import('./route-guard.ts');
const { closeAuthDialog, useAuthDialog } = await import('../../lib/auth-dialog/auth-dialog-store.ts');
const { rememberShownLocation } = await import('./navigation-history.ts');
const { getSession, resetSession, updateSession } = await import('../../lib/session/session-store.ts');
void useAuthDialog;

const PROFILE = { id: '1', username: 'player01' };

function args(url: string, signal?: AbortSignal): LoaderFunctionArgs {
  return { request: new Request(url, { signal }), params: {}, context: undefined } as unknown as LoaderFunctionArgs;
}
const recordHandle = { name: 'record', auth: true, menu: [] } as const;
const noticeHandle = { name: 'notice', auth: false, menu: [] } as const;

beforeEach(() => {
  localStorage.clear();
  resetSession();
});
afterEach(() => {
  getUserInfo.mockReset();
  closeAuthDialog('dismiss');
});

describe('route guard (SPEC §2)', () => {
  it('loads the profile of a member with a token', async () => {
    localStorage.setItem('token', 'tok');
    getUserInfo.mockResolvedValue(PROFILE);
    await expect(guardRoute(args('http://x/user/record'), { ...recordHandle })).resolves.toBeNull();
    expect(getSession().userInfo).toEqual(PROFILE);
  });

  it('logs out and goes to login with the redirect query when the profile cannot be loaded', async () => {
    localStorage.setItem('token', 'tok');
    getUserInfo.mockRejectedValue(new ApiError({ code: 401, msg: 'x', reason: 'UNAUTHENTICATED' }));
    const response = await guardRoute(args('http://x/user/record?page=2'), { ...recordHandle });
    expect(response?.headers.get('Location')).toBe('/login?redirect=record&page=2');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the member signed in when the profile call was only cut short', async () => {
    localStorage.setItem('token', 'tok');
    getUserInfo.mockRejectedValue(new ApiError({ code: 0, msg: 'canceled', reason: 'CANCELED' }));
    await guardRoute(args('http://x/game/notice'), { ...noticeHandle });
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('lets a guest continue after signing in through the dialog', async () => {
    const pending = guardRoute(args('http://x/user/record'), { ...recordHandle });
    await Promise.resolve();
    updateSession({ userInfo: PROFILE });
    closeAuthDialog('confirm');
    await expect(pending).resolves.toBeNull();
  });

  it('sends a guest who dismisses the dialog back where they were, or home on a first visit', async () => {
    const first = guardRoute(args('http://x/user/record'), { ...recordHandle });
    await Promise.resolve();
    closeAuthDialog('dismiss');
    expect((await first)?.headers.get('Location')).toBe('/');

    rememberShownLocation({ pathname: '/game/notice', search: '', hash: '' });
    const second = guardRoute(args('http://x/user/record'), { ...recordHandle });
    await Promise.resolve();
    closeAuthDialog('dismiss');
    expect((await second)?.headers.get('Location')).toBe('/game/notice');
  });

  it('treats a close with "confirm" but no session (a password reset) as a dismissal', async () => {
    rememberShownLocation({ pathname: '/game/promotion', search: '', hash: '' });
    const pending = guardRoute(args('http://x/user/record'), { ...recordHandle });
    await Promise.resolve();
    closeAuthDialog('confirm');
    expect((await pending)?.headers.get('Location')).toBe('/game/promotion');
  });
});
