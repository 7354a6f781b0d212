// @vitest-environment jsdom
import { adminCalls } from '@amigo/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ME_KEY } from '../../../lib/session.ts';
import { fakeAdminApi, Refusal } from '../../../test/fake-admin-api.ts';
import { initTestI18n, ja, renderConsole, staffMe } from '../../../test/render-console.tsx';
import { LoginPage } from './login-page.tsx';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const pending = { ...staffMe(), totpEnrolled: false, verified: false };

function fillCredentials(code?: string) {
  fireEvent.change(screen.getByLabelText(ja.login.username), { target: { value: 'alice' } });
  fireEvent.change(screen.getByLabelText(ja.login.password), { target: { value: 'a-long-passphrase' } });
  if (code !== undefined) fireEvent.change(screen.getByLabelText(ja.login.code), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: ja.login.submit }));
}

describe('staff sign-in', () => {
  it('signs in with username, password and the code (digits only), then opens the dashboard', async () => {
    const api = fakeAdminApi().on(adminCalls.adminLogin, () => staffMe());
    const { router, queryClient } = renderConsole(<LoginPage />, { path: '/login', me: null });
    expect(screen.getByRole('heading', { level: 1, name: ja.login.title })).toBeTruthy();
    fillCredentials('12 34-56');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.requests(adminCalls.adminLogin)).toEqual([{ username: 'alice', password: 'a-long-passphrase', code: '123456' }]);
    expect(queryClient.getQueryData(ME_KEY)).toMatchObject({ username: 'alice', verified: true });
    expect(api.problems).toEqual([]);
  });

  it('a "who am I" read begun before the sign-in, answering signed out after it, leaves the staff member signed in', async () => {
    fakeAdminApi().on(adminCalls.adminLogin, () => staffMe());
    const { router, queryClient } = renderConsole(<LoginPage />, { path: '/login', me: null });
    let answerSignedOut: ((me: null) => void) | undefined;
    const staleRead = queryClient
      .fetchQuery({ queryKey: ME_KEY, queryFn: () => new Promise<null>((resolve) => (answerSignedOut = resolve)) })
      .catch(() => undefined);
    fillCredentials('123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    answerSignedOut?.(null);
    await staleRead;
    expect(queryClient.getQueryData(ME_KEY)).toMatchObject({ username: 'alice', verified: true });
  });

  it('sends no code when none is typed', async () => {
    const api = fakeAdminApi().on(adminCalls.adminLogin, () => staffMe());
    renderConsole(<LoginPage />, { path: '/login', me: null });
    fillCredentials();
    await waitFor(() =>
      expect(api.requests(adminCalls.adminLogin)).toEqual([{ username: 'alice', password: 'a-long-passphrase' }]),
    );
  });

  it('stays on the form and shows the refusal when the password or code is wrong', async () => {
    fakeAdminApi().on(adminCalls.adminLogin, () => {
      throw new Refusal(422, 'STAFF_LOGIN_FAILED', 'ユーザー名、パスワードまたは認証コードが正しくありません');
    });
    const { router } = renderConsole(<LoginPage />, { path: '/login', me: null });
    fillCredentials('000000');
    expect((await screen.findByRole('alert')).textContent).toBe('ユーザー名、パスワードまたは認証コードが正しくありません');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: ja.login.submit })).toHaveProperty('disabled', false);
  });
});

describe('first sign-in: two-factor enrolment', () => {
  it('shows the QR code and the key once, then confirms with the first code and opens the dashboard', async () => {
    const api = fakeAdminApi()
      .on(adminCalls.adminLogin, () => pending)
      .on(adminCalls.adminTotpSetup, () => ({ secret: SECRET, otpauthUrl: `otpauth://totp/Amigo%20Hall:alice?secret=${SECRET}` }))
      .on(adminCalls.adminTotpEnable, () => staffMe());
    const { router } = renderConsole(<LoginPage />, { path: '/login', me: null });
    fillCredentials();
    expect(await screen.findByRole('heading', { level: 1, name: ja.enrol.title })).toBeTruthy();
    expect(await screen.findByRole('img', { name: ja.enrol.qrLabel })).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toBe(SECRET);

    const submit = screen.getByRole('button', { name: ja.enrol.submit });
    const code = screen.getByLabelText(ja.login.code);
    fireEvent.change(code, { target: { value: '12345' } });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(code, { target: { value: '123456' } });
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.requests(adminCalls.adminTotpSetup)).toHaveLength(1);
    expect(api.requests(adminCalls.adminTotpEnable)).toEqual([{ code: '123456' }]);
    expect(api.problems).toEqual([]);
  });

  it('keeps the enrolment open when the first code is refused', async () => {
    fakeAdminApi()
      .on(adminCalls.adminLogin, () => pending)
      .on(adminCalls.adminTotpSetup, () => ({ secret: SECRET, otpauthUrl: `otpauth://totp/x?secret=${SECRET}` }))
      .on(adminCalls.adminTotpEnable, () => {
        throw new Refusal(422, 'STAFF_TOTP_INVALID', '認証コードが正しくありません');
      });
    const { router } = renderConsole(<LoginPage />, { path: '/login', me: null });
    fillCredentials();
    await screen.findByTestId('totp-secret');
    fireEvent.change(screen.getByLabelText(ja.login.code), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: ja.enrol.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe('認証コードが正しくありません');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByTestId('totp-secret').textContent).toBe(SECRET);
  });
});
