// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ja from '../../../locales/ja-JP/common.json';
import { RegisterForm } from './register-form.tsx';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'ja-JP', resources: { 'ja-JP': { common: ja } }, defaultNS: 'common' });
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
