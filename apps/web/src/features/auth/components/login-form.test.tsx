// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en-US/common.json';
import ja from '../../../locales/ja-JP/common.json';
import { initTestI18n } from '../../../components/test-i18n.ts';

const login = vi.fn<(payload: unknown) => Promise<{ token: string }>>();
vi.mock('../api/login.ts', () => ({ login: (payload: unknown) => login(payload) }));
vi.mock('../api/get-captcha.ts', () => ({
  useCaptcha: () => ({
    data: { img: 'R0lGOD', uuid: '3f7c2b8e-0d7a-4c55-9a51-2f1f4f0d6a11' },
    isFetching: false,
    refetch: vi.fn(),
  }),
}));
const startSession = vi.fn<(token: string) => Promise<void>>(() => Promise.resolve());
vi.mock('../session.ts', () => ({ startSession: (token: string) => startSession(token) }));

// jsdom has no media queries: the form asks whether it is on a desktop to choose its autofocus.
vi.stubGlobal('matchMedia', (query: string) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
}));

const { LoginForm } = await import('./login-form.tsx');

beforeAll(async () => {
  await initTestI18n({ 'ja-JP': { common: ja }, 'en-US': { common: en } });
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('ja-JP');
});

function renderForm(onSignedIn = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LoginForm onSignedIn={onSignedIn} onForgotPassword={() => undefined} />
    </QueryClientProvider>,
  );
  return onSignedIn;
}

describe('login form (authLogin request schema)', () => {
  it('asks for every empty field in the player’s language, on the field', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: ja.auth.login.submit }));
    expect(await screen.findByText(`${ja.auth.fields.account}を入力してください`)).toBeTruthy();
    expect(screen.getByText(`${ja.auth.fields.captcha}を入力してください`)).toBeTruthy();
    expect(screen.getByLabelText(ja.auth.fields.account).getAttribute('aria-invalid')).toBe('true');
    expect(login).not.toHaveBeenCalled();
  });

  it('speaks English in English, and drops the message once the field is filled', async () => {
    await i18next.changeLanguage('en-US');
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: en.auth.login.submit }));
    const message = en.validation.required.input.replace('{{name}}', en.auth.fields.password);
    expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(en.auth.fields.password), { target: { value: 'secret' } });
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  it('sends a valid form with the captcha id and signs in', async () => {
    login.mockResolvedValue({ token: 'tok-1' });
    const onSignedIn = renderForm();
    fireEvent.change(screen.getByLabelText(ja.auth.fields.account), { target: { value: ' player1 ' } });
    fireEvent.change(screen.getByLabelText(ja.auth.fields.password), { target: { value: 'secret-pass' } });
    fireEvent.change(screen.getByLabelText(ja.auth.fields.captcha), { target: { value: 'AB12' } });
    fireEvent.click(screen.getByRole('button', { name: ja.auth.login.submit }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(login).toHaveBeenCalledWith({
      account: 'player1',
      password: 'secret-pass',
      uuid: '3f7c2b8e-0d7a-4c55-9a51-2f1f4f0d6a11',
      qrcode: 'AB12',
    });
    expect(startSession).toHaveBeenCalledWith('tok-1');
  });
});
