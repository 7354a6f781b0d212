// @vitest-environment jsdom
import { adminCalls, type TCryptoWithdrawalQueueItem, type TWithdrawalQueueItem } from '@amigo/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAdminApi, pageOf, Refusal } from '../../../test/fake-admin-api.ts';
import { initTestI18n, ja, renderConsole } from '../../../test/render-console.tsx';
import { WithdrawalsPage } from './withdrawals-page.tsx';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const bank = (overrides: Partial<TWithdrawalQueueItem> = {}): TWithdrawalQueueItem => ({
  orderSn: 'W20250401100000ABC123',
  userId: '42',
  username: 'hanako',
  amount: 8000,
  status: 'review',
  bankName: 'みずほ銀行',
  cardLast4: '4567',
  holderName: 'Yamada Hanako',
  failureReason: null,
  createdAt: '2025-04-01T01:00:00.000Z',
  completedAt: null,
  ...overrides,
});

const crypto = (overrides: Partial<TCryptoWithdrawalQueueItem> = {}): TCryptoWithdrawalQueueItem => ({
  orderSn: 'CW20250401100000XYZ789',
  userId: '42',
  username: 'hanako',
  coin: 'USDT',
  network: 'TRC20',
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  amount: '50',
  fee: '1',
  coins: 7000,
  status: 'withdrawing',
  txid: null,
  failureReason: null,
  createdAt: '2025-04-01T01:00:00.000Z',
  completedAt: null,
  ...overrides,
});

describe('withdrawals screen, bank', () => {
  it('lists the withdrawals under review with bank, holder and amount', async () => {
    const api = fakeAdminApi().on(adminCalls.adminWithdrawalList, () => pageOf([bank()]));
    renderConsole(<WithdrawalsPage />, { path: '/withdrawals' });
    const row = await screen.findByTestId('withdrawal-W20250401100000ABC123');
    expect(screen.getByRole('heading', { level: 1, name: ja.sections.withdrawals.title })).toBeTruthy();
    expect(row.textContent).toContain('みずほ銀行 ****4567');
    expect(row.textContent).toContain('Yamada Hanako');
    expect(row.textContent).toContain('8,000');
    expect(within(row).getByText(ja.status.withdrawal.review)).toBeTruthy();
    expect(api.requests(adminCalls.adminWithdrawalList)).toEqual([{ status: 'review', pageNum: 1, pageSize: 20 }]);
    expect(api.problems).toEqual([]);
  });

  it('approves a withdrawal under review', async () => {
    const api = fakeAdminApi()
      .on(adminCalls.adminWithdrawalList, () => pageOf([bank()]))
      .on(adminCalls.adminWithdrawalDecide, () => ({ item: bank({ status: 'withdrawing' }), changed: true }));
    renderConsole(<WithdrawalsPage />, { path: '/withdrawals' });
    const row = await screen.findByTestId('withdrawal-W20250401100000ABC123');
    expect(within(row).queryByRole('button', { name: ja.withdrawals.markPaid })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: ja.actions.approve }));
    await waitFor(() =>
      expect(api.requests(adminCalls.adminWithdrawalDecide)).toEqual([{ orderSn: 'W20250401100000ABC123', action: 'approve' }]),
    );
    // The queue asks again, so the decided withdrawal leaves it.
    await waitFor(() => expect(api.requests(adminCalls.adminWithdrawalList)).toHaveLength(2));
    expect(api.problems).toEqual([]);
  });

  it('rejects with the reason typed, and shows a refusal in the row', async () => {
    const api = fakeAdminApi()
      .on(adminCalls.adminWithdrawalList, () => pageOf([bank({ status: 'withdrawing' })]))
      .on(adminCalls.adminWithdrawalDecide, () => {
        throw new Refusal(409, 'CONFLICT', 'この出金はすでに処理されています');
      });
    renderConsole(<WithdrawalsPage />, { path: '/withdrawals' });
    const row = await screen.findByTestId('withdrawal-W20250401100000ABC123');
    expect(within(row).getByRole('button', { name: ja.withdrawals.markPaid })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: ja.actions.reject }));
    fireEvent.change(within(row).getByLabelText(ja.common.reason), { target: { value: '口座名義が一致しません' } });
    fireEvent.click(within(row).getByRole('button', { name: ja.withdrawals.confirmReject }));
    expect((await within(row).findByRole('alert')).textContent).toBe('この出金はすでに処理されています');
    expect(api.requests(adminCalls.adminWithdrawalDecide)).toEqual([
      { orderSn: 'W20250401100000ABC123', action: 'fail', reason: '口座名義が一致しません' },
    ]);
  });

  it('filters by status from page 1', async () => {
    const api = fakeAdminApi().on(adminCalls.adminWithdrawalList, ({ status }) =>
      pageOf(status === 'failed' ? [bank({ status: 'failed', failureReason: '名義違い' })] : []),
    );
    renderConsole(<WithdrawalsPage />, { path: '/withdrawals' });
    expect(await screen.findByText(ja.common.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ja.status.withdrawal.failed }));
    const row = await screen.findByTestId('withdrawal-W20250401100000ABC123');
    expect(row.textContent).toContain('名義違い');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(api.requests(adminCalls.adminWithdrawalList).at(-1)).toEqual({ status: 'failed', pageNum: 1, pageSize: 20 });
  });
});

describe('withdrawals screen, crypto', () => {
  it('opens on the crypto queue from ?view=crypto and marks a withdrawal paid with its txid', async () => {
    const api = fakeAdminApi()
      .on(adminCalls.adminCryptoWithdrawalList, () => pageOf([crypto()]))
      .on(adminCalls.adminCryptoWithdrawalDecide, ({ orderSn, txid }) => ({
        orderSn,
        status: 'success',
        txid: txid ?? null,
        changed: true,
      }));
    renderConsole(<WithdrawalsPage />, { path: '/withdrawals?view=crypto' });
    const row = await screen.findByTestId('crypto-withdrawal-CW20250401100000XYZ789');
    expect(screen.getByRole('button', { name: ja.queues.withdrawalViews.crypto }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('table', { name: ja.crypto.withdrawalsCaption })).toBeTruthy();
    expect(row.textContent).toContain('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    fireEvent.click(within(row).getByRole('button', { name: ja.withdrawals.markPaid }));
    const confirm = within(row).getByRole('button', { name: ja.crypto.confirmPaid });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(row).getByLabelText(ja.crypto.txid), { target: { value: ' 0xabc123 ' } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(api.requests(adminCalls.adminCryptoWithdrawalDecide)).toEqual([
        { orderSn: 'CW20250401100000XYZ789', action: 'paid', txid: '0xabc123' },
      ]),
    );
    expect(api.requests(adminCalls.adminWithdrawalList)).toEqual([]);
    expect(api.problems).toEqual([]);
  });

  it('switches from bank to crypto with the tabs, each queue with its own status', async () => {
    const api = fakeAdminApi()
      .on(adminCalls.adminWithdrawalList, () => pageOf([bank()]))
      .on(adminCalls.adminCryptoWithdrawalList, () => pageOf([crypto({ status: 'review' })]));
    const { router } = renderConsole(<WithdrawalsPage />, { path: '/withdrawals' });
    await screen.findByTestId('withdrawal-W20250401100000ABC123');
    fireEvent.click(screen.getByRole('button', { name: ja.status.withdrawal.withdrawing }));
    fireEvent.click(screen.getByRole('button', { name: ja.queues.withdrawalViews.crypto }));
    const row = await screen.findByTestId('crypto-withdrawal-CW20250401100000XYZ789');
    expect(router.state.location.search).toBe('?view=crypto');
    expect(api.requests(adminCalls.adminCryptoWithdrawalList)).toEqual([{ status: 'review', pageNum: 1, pageSize: 20 }]);
    expect(within(row).getByRole('button', { name: ja.actions.approve })).toBeTruthy();
  });
});
