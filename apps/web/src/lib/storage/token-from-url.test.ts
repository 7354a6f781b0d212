// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../http/test-responses.ts';

const toastError = vi.fn<(...args: unknown[]) => void>();
vi.mock('../toast/toast.ts', () => ({ toast: { error: (...args: unknown[]) => toastError(...args) } }));

const { initI18n } = await import('../i18n/i18n.ts');
const { signInWithCode, takeSignInCodeFromUrl } = await import('./token-from-url.ts');

/** The network: the exchange call is answered here (the server side is tested in sign-in-codes.test.ts). */
const fetchMock = vi.fn<typeof fetch>();
const CODE = 'A'.repeat(21) + '_' + 'b'.repeat(20) + '-';
const INVALID_LINK = 'This sign-in link is invalid or has expired. Please sign in again.';

beforeAll(async () => {
  await initI18n('en-US');
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  fetchMock.mockReset();
  toastError.mockReset();
});

describe('the ?token= sign-in code', () => {
  it('leaves the address and the history entry at once, keeping the rest of the address', () => {
    window.history.replaceState({ idx: 3 }, '', `/game/notice?token=${CODE}&keep=1#top`);
    expect(takeSignInCodeFromUrl()).toBe(CODE);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/game/notice?keep=1#top');
    expect(window.history.state).toEqual({ idx: 3 });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('is not looked for when the address has none', () => {
    window.history.replaceState(null, '', '/?keep=1');
    expect(takeSignInCodeFromUrl()).toBeNull();
    expect(window.location.search).toBe('?keep=1');
  });

  it('is exchanged for a new session, which replaces a stored one', async () => {
    localStorage.setItem('token', 'old-session');
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 200, msg: 'OK', data: { token: 'new-session' } }));
    expect(await signInWithCode(CODE)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/\/v2\/app\/auth\/exchange$/);
    expect(JSON.parse(init?.body as string)).toEqual({ code: CODE });
    expect(localStorage.getItem('token')).toBe('new-session');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('refused (used or expired): one clear message, and the stored session stays', async () => {
    localStorage.setItem('token', 'old-session');
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ code: 422, msg: 'server words', data: { reason: 'SIGN_IN_CODE_INVALID', field: 'code' } }),
    );
    expect(await signInWithCode(CODE)).toBe(false);
    expect(localStorage.getItem('token')).toBe('old-session');
    expect(toastError).toHaveBeenCalledWith(INVALID_LINK);
  });

  it('never sends what is not a code (an old link with a session token): the message, and the visitor stays signed out', async () => {
    for (const value of ['', 'abc123', 'x'.repeat(200), `${CODE}=`]) {
      expect(await signInWithCode(value)).toBe(false);
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
    expect(toastError).toHaveBeenCalledWith(INVALID_LINK);
  });

  it('shows the failure itself when the exchange could not be made (no network)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await signInWithCode(CODE)).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError.mock.calls[0]![0]).not.toBe(INVALID_LINK);
  });
});
