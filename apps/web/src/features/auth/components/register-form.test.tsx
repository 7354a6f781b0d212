// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ja from '../../../locales/ja-JP/common.json';
import { initTestI18n } from '../../../components/test-i18n.ts';

const verifyRegisterCode = vi.fn<(payload: unknown) => Promise<{ verified: true }>>(() => Promise.resolve({ verified: true }));
vi.mock('../api/verify-register-code.ts', () => ({ verifyRegisterCode: (payload: unknown) => verifyRegisterCode(payload) }));
const registerUser = vi.fn<(payload: unknown) => Promise<{ token: string }>>(() => Promise.resolve({ token: 'tok-2' }));
vi.mock('../api/register-user.ts', () => ({ registerUser: (payload: unknown) => registerUser(payload) }));
vi.mock('../session.ts', () => ({ startSession: () => Promise.resolve() }));

const { RegisterForm } = await import('./register-form.tsx');

beforeAll(async () => {
  await initTestI18n({ 'ja-JP': { common: ja } });
});
afterEach(cleanup);

describe('register form, step 0', () => {
  it('links the user agreement in a new window, inside the terms sentence', () => {
    render(<RegisterForm agentCode="" onRegistered={() => undefined} />);
    const link = screen.getByRole('link', { name: '利用規約' });
    expect(link.getAttribute('href')).toBe('/user-agreement');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.closest('label')?.textContent).toContain('利用規約を読み、同意します');
  });

  it('keeps the send button disabled until an e-mail is typed', async () => {
    render(<RegisterForm agentCode="" onRegistered={() => undefined} />);
    const send = screen.getByRole('button', { name: ja.forms.sendCode });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(ja.auth.fields.email), { target: { value: 'a@example.com' } });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
  });

  it('asks for the user agreement when it is not ticked', async () => {
    render(<RegisterForm agentCode="" onRegistered={() => undefined} />);
    fireEvent.change(screen.getByLabelText(ja.auth.fields.email), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText(ja.auth.fields.emailCode), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: ja.auth.register.next }));
    expect(await screen.findByText(ja.auth.register.chooseAgreement)).toBeTruthy();
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('register form, step 1 (registerUser request schema, confirmation refined in the form)', () => {
  async function reachStep1(onRegistered = vi.fn()) {
    render(<RegisterForm agentCode="" onRegistered={onRegistered} />);
    fireEvent.change(screen.getByLabelText(ja.auth.fields.email), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText(ja.auth.fields.emailCode), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: ja.auth.register.next }));
    await screen.findByLabelText(ja.auth.fields.username);
    return onRegistered;
  }

  it('tells a wrong username and a confirmation that does not match when the field is left', async () => {
    await reachStep1();
    const username = screen.getByLabelText(ja.auth.fields.username);
    fireEvent.change(username, { target: { value: 'ab' } });
    expect(screen.queryByText(ja.auth.register.usernameFormat)).toBeNull();
    fireEvent.blur(username);
    expect(await screen.findByText(ja.auth.register.usernameFormat)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(ja.auth.fields.password), { target: { value: 'long-enough-1' } });
    const confirm = screen.getByLabelText(ja.auth.fields.confirmPassword);
    fireEvent.change(confirm, { target: { value: 'long-enough-2' } });
    fireEvent.blur(confirm);
    expect(await screen.findByText(ja.forms.passwordMismatch)).toBeTruthy();
  });

  it('registers with a valid form', async () => {
    const onRegistered = await reachStep1();
    fireEvent.change(screen.getByLabelText(ja.auth.fields.username), { target: { value: 'player42' } });
    fireEvent.change(screen.getByLabelText(ja.auth.fields.password), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByLabelText(ja.auth.fields.confirmPassword), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByRole('button', { name: ja.auth.register.submit }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(registerUser).toHaveBeenCalledWith({
      account: 'player42',
      email: 'a@example.com',
      password: 'long-enough-1',
      code: '123456',
      agentCode: undefined,
    });
  });
});
