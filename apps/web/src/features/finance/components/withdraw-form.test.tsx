// @vitest-environment jsdom
import type { TBankCard } from '@amigo/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enCommon from '../../../locales/en-US/common.json';
import enFinance from '../../../locales/en-US/finance.json';
import jaCommon from '../../../locales/ja-JP/common.json';
import jaFinance from '../../../locales/ja-JP/finance.json';
import { initTestI18n } from '../../../components/test-i18n.ts';
import { ApiError } from '../../../lib/http/api-error.ts';

const requestWithdrawal = vi.fn<(payload: unknown) => Promise<unknown>>();
vi.mock('../api/request-withdrawal.ts', () => ({ requestWithdrawal: (payload: unknown) => requestWithdrawal(payload) }));

const { WithdrawForm } = await import('./withdraw-form.tsx');

const card: TBankCard = {
  id: '12',
  bankCode: '0001',
  bankName: 'みずほ銀行',
  branchCode: '001',
  branchName: '東京',
  accountType: 'ordinary',
  last4: '4567',
  holderName: 'ヤマダ タロウ',
  holderKanaName: 'ヤマダ タロウ',
  isDefault: true,
  canReceiveWithdrawals: true,
  createdAt: '2026-11-20T00:00:00.000Z',
};

beforeAll(async () => {
  await initTestI18n({ 'ja-JP': { common: jaCommon, finance: jaFinance }, 'en-US': { common: enCommon, finance: enFinance } });
});
afterEach(async () => {
  cleanup();
  requestWithdrawal.mockReset();
  await i18next.changeLanguage('ja-JP');
});

function renderForm(onDone = vi.fn()) {
  render(
    <MemoryRouter>
      <WithdrawForm
        cards={[card]}
        balance={5000}
        bankCardsPath="/user/bank-card"
        kycPath="/user/account#kyc"
        onDone={onDone}
        onCardRefused={vi.fn()}
      />
    </MemoryRouter>,
  );
  return onDone;
}

describe('withdraw form (drawWithdraw request schema)', () => {
  it('asks for the empty fields in the player’s language, on the fields', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: jaFinance.withdraw.submit }));
    expect(await screen.findByText(`${jaFinance.withdraw.amount}を入力してください`)).toBeTruthy();
    expect(screen.getByText(`${jaFinance.withdraw.paymentPassword}を入力してください`)).toBeTruthy();
    expect(screen.getByLabelText(jaFinance.withdraw.amount).getAttribute('aria-invalid')).toBe('true');
    expect(requestWithdrawal).not.toHaveBeenCalled();
  });

  it('tells an amount over the balance while it is typed, and a short password when it is left', async () => {
    renderForm();
    const amount = screen.getByLabelText(jaFinance.withdraw.amount);
    fireEvent.change(amount, { target: { value: '６０００' } });
    expect((amount as HTMLInputElement).value).toBe('6000');
    expect(await screen.findByText(jaFinance.withdraw.overBalance.replace('{{balance}}', '5,000'))).toBeTruthy();
    fireEvent.change(amount, { target: { value: '500' } });
    expect(
      await screen.findByText(jaFinance.withdraw.amountRange.replace('{{min}}', '1,000').replace('{{max}}', '1,000,000')),
    ).toBeTruthy();
    const password = screen.getByLabelText(jaFinance.withdraw.paymentPassword);
    fireEvent.change(password, { target: { value: '123' } });
    expect(screen.queryByText(jaFinance.withdraw.sixDigits)).toBeNull();
    fireEvent.blur(password);
    expect(await screen.findByText(jaFinance.withdraw.sixDigits)).toBeTruthy();
  });

  it('speaks English in English', async () => {
    await i18next.changeLanguage('en-US');
    renderForm();
    fireEvent.change(screen.getByLabelText(enFinance.withdraw.amount), { target: { value: '9000' } });
    expect(await screen.findByText(enFinance.withdraw.overBalance.replace('{{balance}}', '5,000'))).toBeTruthy();
  });

  it('sends a valid form: the amount as a number, the chosen card, a fresh idempotency key', async () => {
    const order = { orderSn: 'W20261125000000ABCDEF' };
    requestWithdrawal.mockResolvedValue(order);
    const onDone = renderForm();
    fireEvent.change(screen.getByLabelText(jaFinance.withdraw.amount), { target: { value: '3000' } });
    fireEvent.change(screen.getByLabelText(jaFinance.withdraw.paymentPassword), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: jaFinance.withdraw.submit }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(order));
    expect(requestWithdrawal).toHaveBeenCalledWith({
      amount: 3000,
      bankCardId: '12',
      paymentPassword: '123456',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('shows a KYC rule’s refusal with the way to identity verification, and a turnover refusal as the server words it', async () => {
    const msg = '本人確認が必要です。アカウント設定の「本人確認」から身分証の写真を提出し、承認されてからもう一度お試しください';
    requestWithdrawal.mockRejectedValueOnce(new ApiError({ code: 422, msg, reason: 'KYC_REQUIRED', field: 'amount' }));
    const onDone = renderForm();
    fireEvent.change(screen.getByLabelText(jaFinance.withdraw.amount), { target: { value: '3000' } });
    fireEvent.change(screen.getByLabelText(jaFinance.withdraw.paymentPassword), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: jaFinance.withdraw.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(msg);
    expect(screen.getByRole('link', { name: jaFinance.kycRules.verify }).getAttribute('href')).toBe('/user/account#kyc');
    // Not an error of the amount field.
    expect(screen.getByLabelText(jaFinance.withdraw.amount).getAttribute('aria-invalid')).not.toBe('true');
    expect(onDone).not.toHaveBeenCalled();

    const turnover = 'あと 6000 コインのプレイが必要です';
    requestWithdrawal.mockRejectedValueOnce(
      new ApiError({ code: 422, msg: turnover, reason: 'TURNOVER_REQUIRED', field: 'amount' }),
    );
    fireEvent.change(screen.getByLabelText(jaFinance.withdraw.paymentPassword), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: jaFinance.withdraw.submit }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(turnover));
    expect(screen.getByRole('alert').textContent).toContain(jaFinance.kycRules.turnoverTitle);
    expect(screen.queryByRole('link', { name: jaFinance.kycRules.verify })).toBeNull();
  });
});
