// @vitest-environment jsdom
import { adminCalls, type TCryptoDepositQueueItem, type TDepositQueueItem } from '@amigo/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAdminApi, pageOf, Refusal } from '../../../test/fake-admin-api.ts';
import { initTestI18n, ja, renderConsole } from '../../../test/render-console.tsx';
import { DepositsPage } from './deposits-page.tsx';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SN = 'D20250401100000ABC123';
const CHAIN_SN = 'CD20250401100000XYZ789';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

const deposit = (overrides: Partial<TDepositQueueItem> = {}): TDepositQueueItem => ({
  orderSn: SN,
  userId: '42',
  username: 'hanako',
  channel: 'manual_bank',
  currency: 'JPY',
  amount: 20000,
  coins: 20000,
  status: 'pending',
  manualStatus: 'in_progress',
  payerName: 'ヤマダ ハナコ',
  failureReason: null,
  createdAt: '2025-04-01T01:00:00.000Z',
  paidAt: null,
  balance: 1500,
  ...overrides,
});

const held = (overrides: Partial<TCryptoDepositQueueItem> = {}): TCryptoDepositQueueItem => ({
  orderSn: CHAIN_SN,
  userId: '42',
  username: 'hanako',
  coin: 'USDT',
  network: 'TRC20',
  txid: 'a'.repeat(64),
  amount: '120',
  coins: 17000,
  status: 'held_review',
  createdAt: '2025-04-01T01:00:00.000Z',
  creditedAt: null,
  returnAddress: null,
  returnTxid: null,
  returnedAt: null,
  ...overrides,
});

describe('deposits screen', () => {
  it('confirms a manual transfer, or fails it with a reason', async () => {
    const api = fakeAdminApi()
      .on(adminCalls.adminDepositList, () => pageOf([deposit()]))
      .on(adminCalls.adminDepositDecide, () => ({ item: deposit({ status: 'paid' }), changed: true }));
    renderConsole(<DepositsPage />, { path: '/deposits' });
    const row = await screen.findByTestId(`deposit-${SN}`);
    expect(row.textContent).toContain('ヤマダ ハナコ');
    expect(api.requests(adminCalls.adminDepositList)).toEqual([{ manualStatus: 'in_progress', pageNum: 1, pageSize: 20 }]);
    fireEvent.click(within(row).getByRole('button', { name: ja.deposits.confirm }));
    // Nothing is credited until the operator has seen what the confirmation says and confirmed.
    const question = within(row).getByRole('group', { name: ja.deposits.confirm });
    expect(question.textContent).toContain('hanako #42');
    expect(question.textContent).toContain('20,000 コインを会員に入金します。残高 1,500 → 21,500 コイン。');
    expect(api.requests(adminCalls.adminDepositDecide)).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: ja.payout.confirm.depositConfirm }));
    await waitFor(() => expect(api.requests(adminCalls.adminDepositDecide)).toEqual([{ orderSn: SN, outcome: 'paid' }]));
    expect((await screen.findByRole('status')).textContent).toBe(
      `${SN}：hanako に 20,000 コインを入金しました（残高 21,500 コイン）。`,
    );
    fireEvent.click(within(row).getByRole('button', { name: ja.deposits.fail }));
    fireEvent.change(within(row).getByLabelText(ja.common.reason), { target: { value: '着金なし' } });
    fireEvent.click(within(row).getAllByRole('button', { name: ja.deposits.fail }).at(-1)!);
    await waitFor(() =>
      expect(api.requests(adminCalls.adminDepositDecide).at(-1)).toEqual({ orderSn: SN, outcome: 'failed', reason: '着金なし' }),
    );
    expect(api.problems).toEqual([]);
  });

  it('searches refunds and asks before a failed refund gives the coins back', async () => {
    const api = fakeAdminApi()
      .on(adminCalls.adminDepositRefundList, () => pageOf([deposit({ status: 'refunding', paidAt: '2025-04-01T02:00:00.000Z' })]))
      .on(adminCalls.adminDepositRefund, ({ orderSn }) => ({ orderSn, status: 'paid' }));
    renderConsole(<DepositsPage />, { path: '/deposits?view=refunds' });
    const row = await screen.findByTestId(`refund-${SN}`);
    expect(screen.getByRole('table', { name: ja.refunds.caption })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: ja.refunds.search }), { target: { value: ' hana ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() =>
      expect(api.requests(adminCalls.adminDepositRefundList).at(-1)).toEqual({
        status: 'refunding',
        q: 'hana',
        pageNum: 1,
        pageSize: 20,
      }),
    );

    fireEvent.click(within(row).getByRole('button', { name: ja.refunds.markFailed }));
    const question = within(row).getByRole('group', { name: ja.refunds.markFailed });
    expect(question.textContent).toContain('20,000 コインを会員に戻しますか？');
    expect(question.textContent).toContain('残高 1,500 → 21,500 コイン');
    expect(api.requests(adminCalls.adminDepositRefund)).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: ja.refunds.confirmFailed }));
    await waitFor(() => expect(api.requests(adminCalls.adminDepositRefund)).toEqual([{ orderSn: SN, action: 'failed' }]));
    expect(api.problems).toEqual([]);
  });

  it('returns a held chain deposit paid out by hand: address and txid, a confirmation naming both, then the call', async () => {
    let refuse = true;
    const api = fakeAdminApi()
      .on(adminCalls.adminCryptoDepositList, () => ({ ...pageOf([held()]), payout: 'manual' as const }))
      .on(adminCalls.adminCryptoDepositReturn, ({ orderSn, address, txid }) => {
        if (refuse) throw new Refusal(422, 'CRYPTO_ADDRESS_INVALID', 'TRC20 のアドレスではありません');
        return { orderSn, status: 'returned', returnAddress: address, returnTxid: txid ?? null, changed: true };
      });
    renderConsole(<DepositsPage />, { path: '/deposits?view=chain' });
    const row = await screen.findByTestId(`chain-deposit-${CHAIN_SN}`);
    fireEvent.click(within(row).getByRole('button', { name: ja.chain.return }));
    const form = within(row).getByRole('form', { name: ja.chain.return });
    const next = within(form).getByRole('button', { name: ja.chain.reviewReturn });
    fireEvent.change(within(form).getByLabelText('返送先アドレス（TRC20）'), { target: { value: ` ${TRON} ` } });
    expect(next).toHaveProperty('disabled', true); // manual payout: the txid is needed too
    fireEvent.change(within(form).getByLabelText(ja.chain.returnTxid), { target: { value: 'b'.repeat(64) } });
    fireEvent.click(next);

    const confirm = within(row).getByRole('group', { name: ja.chain.return });
    expect(confirm.textContent).toContain(`120 USDT（TRC20）をこのトランザクションIDで ${TRON} へ返送したと記録しますか？`);
    fireEvent.click(within(confirm).getByRole('button', { name: ja.chain.recordReturn }));
    expect((await within(row).findByRole('alert')).textContent).toBe('TRC20 のアドレスではありません');

    // Editing the address clears the refusal; the corrected return goes through.
    fireEvent.change(within(row).getByLabelText('返送先アドレス（TRC20）'), { target: { value: TRON } });
    await waitFor(() => expect(within(row).queryByRole('alert')).toBeNull());
    refuse = false;
    fireEvent.click(within(row).getByRole('button', { name: ja.chain.reviewReturn }));
    fireEvent.click(within(row).getByRole('button', { name: ja.chain.recordReturn }));
    await waitFor(() => expect(api.requests(adminCalls.adminCryptoDepositReturn)).toHaveLength(2));
    expect(api.requests(adminCalls.adminCryptoDepositReturn)[1]).toEqual({
      orderSn: CHAIN_SN,
      address: TRON,
      txid: 'b'.repeat(64),
    });
    expect(api.requests(adminCalls.adminCryptoDepositCreditHeld)).toEqual([]);
    expect(api.problems).toEqual([]);
  });
});
