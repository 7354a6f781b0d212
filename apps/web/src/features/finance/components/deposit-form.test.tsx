// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enCommon from '../../../locales/en-US/common.json';
import enFinance from '../../../locales/en-US/finance.json';
import jaCommon from '../../../locales/ja-JP/common.json';
import jaFinance from '../../../locales/ja-JP/finance.json';
import { formatMoney } from '../../../lib/format/money.ts';
import { initTestI18n } from '../../../components/test-i18n.ts';

const createDepositOrder = vi.fn<(payload: unknown) => Promise<unknown>>();
vi.mock('../api/create-deposit-order.ts', () => ({ createDepositOrder: (payload: unknown) => createDepositOrder(payload) }));

const { DepositForm } = await import('./deposit-form.tsx');

beforeAll(async () => {
  await initTestI18n({ 'ja-JP': { common: jaCommon, finance: jaFinance }, 'en-US': { common: enCommon, finance: enFinance } });
});
afterEach(async () => {
  cleanup();
  createDepositOrder.mockReset();
  await i18next.changeLanguage('ja-JP');
});

function renderForm(onManualOrder = vi.fn()) {
  render(
    <MemoryRouter>
      <DepositForm coinsPerUnit={{ JPY: 1, CNY: 20 }} onManualOrder={onManualOrder} kycPath="/user/account#kyc" />
    </MemoryRouter>,
  );
  return onManualOrder;
}

const range = (catalogue: typeof jaFinance, language: string, min: number, max: number) =>
  catalogue.deposit.amountRange
    .replace('{{min}}', formatMoney(min, 'JPY', language))
    .replace('{{max}}', formatMoney(max, 'JPY', language));

describe('deposit form (payOrder request schema)', () => {
  it('asks for an emptied amount at once, and tells one outside the channel’s limits while it is typed', async () => {
    renderForm();
    const amount = screen.getByLabelText(jaFinance.deposit.customAmount);
    fireEvent.change(amount, { target: { value: '' } });
    expect(await screen.findByText(`${jaFinance.deposit.customAmount}を入力してください`)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '500' } });
    expect(await screen.findByText(range(jaFinance, 'ja-JP', 1_000, 500_000))).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(amount, { target: { value: '2000' } });
    await waitFor(() => expect(screen.queryByText(range(jaFinance, 'ja-JP', 1_000, 500_000))).toBeNull());
  });

  it('speaks English in English, and does not send an amount out of range', async () => {
    await i18next.changeLanguage('en-US');
    renderForm();
    fireEvent.change(screen.getByLabelText(enFinance.deposit.customAmount), { target: { value: '600000' } });
    fireEvent.click(screen.getByRole('button', { name: enFinance.deposit.submit.sandbox }));
    expect(await screen.findByText(range(enFinance, 'en-US', 1_000, 500_000))).toBeTruthy();
    expect(createDepositOrder).not.toHaveBeenCalled();
  });

  it('sends a valid manual transfer order and hands it on', async () => {
    const created = { order: { channel: 'manual_bank', orderSn: 'D20261125000000ABCDEF' }, houseAccount: null };
    createDepositOrder.mockResolvedValue(created);
    const onManualOrder = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(jaFinance.channels.manual_bank) }));
    fireEvent.change(screen.getByLabelText(jaFinance.deposit.customAmount), { target: { value: '20000' } });
    fireEvent.click(screen.getByRole('button', { name: jaFinance.deposit.submit.manual_bank }));
    await waitFor(() => expect(onManualOrder).toHaveBeenCalledWith(created));
    expect(createDepositOrder).toHaveBeenCalledWith({
      channel: 'manual_bank',
      currency: 'JPY',
      amount: 20_000,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});
