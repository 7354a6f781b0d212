// @vitest-environment jsdom
import { adminCalls, type TCryptoWithdrawalQueueItem, type TWithdrawalQueueItem } from '@amigo/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokyoToday } from '../../../lib/format.ts';
import { fakeAdminApi, pageOf, Refusal } from '../../../test/fake-admin-api.ts';
import { initTestI18n, ja, renderConsole, staffMe } from '../../../test/render-console.tsx';
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
  balance: 2000,
  paidReference: null,
  paidOn: null,
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

  it('approves a withdrawal under review only after a confirmation saying what happens, then says it is done', async () => {
    const api = fakeAdminApi()
      .on(adminCalls.adminMe, () => staffMe())
      .on(adminCalls.adminWithdrawalList, () => pageOf([bank()]))
      .on(adminCalls.adminWithdrawalDecide, () => ({ item: bank({ status: 'withdrawing' }), changed: true }));
    renderConsole(<WithdrawalsPage />, { path: '/withdrawals' });
    const row = await screen.findByTestId('withdrawal-W20250401100000ABC123');
    expect(within(row).queryByRole('button', { name: ja.withdrawals.markPaid })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: ja.actions.approve }));
    const question = within(row).getByRole('group', { name: ja.actions.approve });
    expect(question.textContent).toContain(ja.payout.approveQuestion);
    expect(question.textContent).toContain('8,000 コイン');
    expect(question.textContent).toContain('hanako #42');
    expect(question.textContent).toContain('会員の残高は 2,000 コインのまま変わりません');
    expect(api.requests(adminCalls.adminWithdrawalDecide)).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: ja.payout.confirmApprove }));
    await waitFor(() =>
      expect(api.requests(adminCalls.adminWithdrawalDecide)).toEqual([{ orderSn: 'W20250401100000ABC123', action: 'approve' }]),
    );
    // The queue asks again, so the decided withdrawal leaves it; the success line stays.
    await waitFor(() => expect(api.requests(adminCalls.adminWithdrawalList)).toHaveLength(2));
    expect((await screen.findByRole('status')).textContent).toBe('W20250401100000ABC123（hanako・8,000 コイン）を承認しました。');
    expect(api.problems).toEqual([]);
  });

  it('marks a withdrawal paid with the bank reference and day, after saying the held coins leave', async () => {
    const api = fakeAdminApi()
      .on(adminCalls.adminMe, () => staffMe())
      .on(adminCalls.adminWithdrawalList, () => pageOf([bank({ status: 'withdrawing' })]))
      .on(adminCalls.adminWithdrawalDecide, ({ reference, paidOn }) => ({
        item: bank({ status: 'success', paidReference: reference ?? null, paidOn: paidOn ?? null }),
        changed: true,
      }));
    renderConsole(<WithdrawalsPage />, { path: '/withdrawals' });
    const row = await screen.findByTestId('withdrawal-W20250401100000ABC123');
    fireEvent.click(within(row).getByRole('button', { name: ja.withdrawals.markPaid }));
    const form = within(row).getByRole('form', { name: ja.withdrawals.markPaid });
    expect(form.textContent).toContain('保留中の 8,000 コインが銀行振込として出ていきます');
    const confirm = within(form).getByRole('button', { name: ja.payout.confirmPaid });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(form).getByLabelText(ja.payout.reference), { target: { value: '<b>' } });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(form).getByLabelText(ja.payout.reference), { target: { value: ' ZB-0401-77 ' } });
    fireEvent.change(within(form).getByLabelText(ja.payout.paidOn), { target: { value: '2025-04-02' } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(api.requests(adminCalls.adminWithdrawalDecide)).toEqual([
        { orderSn: 'W20250401100000ABC123', action: 'paid', reference: 'ZB-0401-77', paidOn: '2025-04-02' },
      ]),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'W20250401100000ABC123 を出金完了にしました（照会番号 ZB-0401-77）。',
    );
    expect(api.problems).toEqual([]);
  });

  it('shows the account to pay only when asked, one call per view, and hides it again', async () => {
    const api = fakeAdminApi()
      .on(adminCalls.adminWithdrawalList, () => pageOf([bank({ status: 'withdrawing' })]))
      .on(adminCalls.adminWithdrawalBankDetails, ({ orderSn }) => ({
        orderSn,
        userId: '42',
        username: 'hanako',
        amount: 8000,
        transferAmount: 8000,
        bankCode: '0001',
        bankName: 'みずほ銀行',
        branchCode: '101',
        branchName: '東京営業部',
        accountType: 'ordinary' as const,
        accountNumber: '1234567',
        holderName: 'Yamada Hanako',
        holderKanaName: 'ヤマダ ハナコ',
      }));
    renderConsole(<WithdrawalsPage />, { path: '/withdrawals' });
    const row = await screen.findByTestId('withdrawal-W20250401100000ABC123');
    expect(row.textContent).not.toContain('1234567');
    expect(api.requests(adminCalls.adminWithdrawalBankDetails)).toEqual([]);
    fireEvent.click(within(row).getByRole('button', { name: ja.payout.reveal }));
    const details = await within(row).findByRole('region', { name: 'W20250401100000ABC123 の振込先' });
    expect(details.textContent).toContain('1234567');
    expect(details.textContent).toContain('東京営業部 (101)');
    expect(details.textContent).toContain(ja.payout.accountTypes.ordinary);
    expect(details.textContent).toContain('ヤマダ ハナコ');
    expect(details.textContent).toContain(ja.payout.revealAudited);
    fireEvent.click(within(details).getByRole('button', { name: ja.payout.hide }));
    await waitFor(() => expect(row.textContent).not.toContain('1234567'));
    fireEvent.click(within(row).getByRole('button', { name: ja.payout.reveal }));
    await within(row).findByRole('region');
    expect(api.requests(adminCalls.adminWithdrawalBankDetails)).toEqual([
      { orderSn: 'W20250401100000ABC123' },
      { orderSn: 'W20250401100000ABC123' },
    ]);
    expect(api.problems).toEqual([]);
  });

  it('exports the transfer file and says what it holds and what it left out', async () => {
    const createObjectURL = vi.fn(() => 'blob:file');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const api = fakeAdminApi()
      .on(adminCalls.adminWithdrawalList, () => pageOf([]))
      .on(adminCalls.adminWithdrawalExport, ({ format }) => ({
        format,
        fileName: 'withdrawals-zengin-20250401-1000.txt',
        mimeType: 'text/plain; charset=Shift_JIS',
        contentBase64: btoa('1'.padEnd(120, ' ')),
        count: 2,
        totalAmount: 15000,
        orderSns: ['W20250401100000AAAAAA', 'W20250401100000BBBBBB'],
        leftOut: ['W20250401100000CCCCCC'],
        more: false,
      }));
    renderConsole(<WithdrawalsPage />, { path: '/withdrawals' });
    const section = await screen.findByRole('region', { name: ja.payout.exportTitle });
    const day = tokyoToday();
    fireEvent.change(within(section).getByLabelText(ja.payout.transferDate), { target: { value: day } });
    fireEvent.click(within(section).getByRole('button', { name: ja.payout.download }));
    await waitFor(() =>
      expect(api.requests(adminCalls.adminWithdrawalExport)).toEqual([{ format: 'zengin', transferDate: day }]),
    );
    const status = await within(section).findByRole('status');
    expect(status.textContent).toContain('2 件・合計 15,000 円を withdrawals-zengin-20250401-1000.txt に出力しました。');
    expect(status.textContent).toContain('W20250401100000CCCCCC');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    fireEvent.change(within(section).getByLabelText(ja.payout.format), { target: { value: 'csv' } });
    expect(within(section).queryByLabelText(ja.payout.transferDate)).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: ja.payout.download }));
    await waitFor(() => expect(api.requests(adminCalls.adminWithdrawalExport).at(-1)).toEqual({ format: 'csv' }));
    expect(api.problems).toEqual([]);
  });

  it('marks the orders of the downloaded file paid at once, after a confirmation, and says which were not paid and why', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }));
    const orderSns = ['W20250401100000AAAAAA', 'W20250401100000BBBBBB', 'W20250401100000CCCCCC'];
    const api = fakeAdminApi()
      .on(adminCalls.adminMe, () => staffMe())
      .on(adminCalls.adminWithdrawalList, () => pageOf([]))
      .on(adminCalls.adminWithdrawalExport, ({ format }) => ({
        format,
        fileName: 'withdrawals-csv-20250401-1000.csv',
        mimeType: 'text/csv; charset=utf-8',
        contentBase64: btoa('order'),
        count: 3,
        totalAmount: 24000,
        orderSns,
        leftOut: [],
        more: false,
      }))
      .on(adminCalls.adminWithdrawalPaidBatch, ({ orderSns: sent }) => ({
        paid: 2,
        results: sent.map((orderSn, i) => ({ orderSn, outcome: i === 1 ? ('not_approved' as const) : ('paid' as const) })),
      }));
    renderConsole(<WithdrawalsPage />, { path: '/withdrawals' });
    const section = await screen.findByRole('region', { name: ja.payout.exportTitle });
    // Nothing to mark before a file is downloaded.
    expect(within(section).queryByRole('region', { name: ja.payout.batch.title })).toBeNull();
    fireEvent.change(within(section).getByLabelText(ja.payout.format), { target: { value: 'csv' } });
    fireEvent.click(within(section).getByRole('button', { name: ja.payout.download }));
    const batch = await within(section).findByRole('region', { name: ja.payout.batch.title });
    expect(batch.textContent).toContain('3 件（合計 24,000 円）');
    await waitFor(() => expect(api.requests(adminCalls.adminWithdrawalList)).toHaveLength(1));

    const submit = within(batch).getByRole('button', { name: ja.payout.batch.submit });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(within(batch).getByLabelText(ja.payout.reference), { target: { value: ' ZB-FILE-0401 ' } });
    fireEvent.change(within(batch).getByLabelText(ja.payout.paidOn), { target: { value: '2025-04-02' } });
    fireEvent.click(submit);

    // The confirmation says what will be marked; nothing is sent before it is confirmed.
    const question = within(batch).getByRole('group', { name: ja.payout.batch.title });
    expect(question.textContent).toContain('このファイルの 3 件をまとめて出金完了にしますか？');
    expect(question.textContent).toContain('24,000 円');
    expect(question.textContent).toContain('ZB-FILE-0401');
    expect(question.textContent).toContain('2025-04-02');
    expect(within(batch).getByLabelText(ja.payout.reference)).toHaveProperty('readOnly', true);
    expect(api.requests(adminCalls.adminWithdrawalPaidBatch)).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: '3 件を出金完了にする' }));

    await waitFor(() =>
      expect(api.requests(adminCalls.adminWithdrawalPaidBatch)).toEqual([
        { orderSns, reference: 'ZB-FILE-0401', paidOn: '2025-04-02' },
      ]),
    );
    const summary = await within(batch).findByRole('status');
    expect(summary.textContent).toContain('2 件を出金完了にしました（照会番号 ZB-FILE-0401・振込日 2025-04-02）。');
    expect(summary.textContent).toContain('出金完了にならなかった注文 1 件：');
    const notPaid = within(summary).getAllByRole('listitem');
    expect(notPaid.map((item) => item.textContent)).toEqual([`W20250401100000BBBBBB${ja.payout.batch.outcomes.not_approved}`]);
    expect(document.activeElement).toBe(summary);
    // The queue asks again, as after a single decision.
    await waitFor(() => expect(api.requests(adminCalls.adminWithdrawalList)).toHaveLength(2));
    expect(api.problems).toEqual([]);
  });

  it('cancels the confirmation to correct the reference, and shows a refusal of the whole file', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }));
    const api = fakeAdminApi()
      .on(adminCalls.adminWithdrawalList, () => pageOf([]))
      .on(adminCalls.adminWithdrawalExport, ({ format }) => ({
        format,
        fileName: 'withdrawals-zengin-20250401-1000.txt',
        mimeType: 'text/plain; charset=Shift_JIS',
        contentBase64: btoa('1'.padEnd(120, ' ')),
        count: 1,
        totalAmount: 8000,
        orderSns: ['W20250401100000AAAAAA'],
        leftOut: [],
        more: false,
      }))
      .on(adminCalls.adminWithdrawalPaidBatch, () => {
        throw new Refusal(403, 'FORBIDDEN', 'この操作の権限がありません');
      });
    renderConsole(<WithdrawalsPage />, { path: '/withdrawals' });
    const section = await screen.findByRole('region', { name: ja.payout.exportTitle });
    fireEvent.click(within(section).getByRole('button', { name: ja.payout.download }));
    const batch = await within(section).findByRole('region', { name: ja.payout.batch.title });
    fireEvent.change(within(batch).getByLabelText(ja.payout.reference), { target: { value: 'ZB-WRONG' } });
    fireEvent.click(within(batch).getByRole('button', { name: ja.payout.batch.submit }));
    fireEvent.click(within(batch).getByRole('button', { name: ja.common.cancel }));
    expect(within(batch).queryByRole('group')).toBeNull();
    fireEvent.change(within(batch).getByLabelText(ja.payout.reference), { target: { value: 'ZB-RIGHT' } });
    fireEvent.click(within(batch).getByRole('button', { name: ja.payout.batch.submit }));
    fireEvent.click(within(batch).getByRole('button', { name: '1 件を出金完了にする' }));
    expect((await within(batch).findByRole('alert')).textContent).toBe('この操作の権限がありません');
    expect(api.requests(adminCalls.adminWithdrawalPaidBatch)).toEqual([
      { orderSns: ['W20250401100000AAAAAA'], reference: 'ZB-RIGHT', paidOn: tokyoToday() },
    ]);
    expect(within(batch).queryByRole('status')).toBeNull();
  });

  it('offers nothing to mark for a file without orders', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }));
    fakeAdminApi()
      .on(adminCalls.adminWithdrawalList, () => pageOf([]))
      .on(adminCalls.adminWithdrawalExport, ({ format }) => ({
        format,
        fileName: 'withdrawals-zengin-20250401-1000.txt',
        mimeType: 'text/plain; charset=Shift_JIS',
        contentBase64: btoa('1'.padEnd(120, ' ')),
        count: 0,
        totalAmount: 0,
        orderSns: [],
        leftOut: [],
        more: false,
      }));
    renderConsole(<WithdrawalsPage />, { path: '/withdrawals' });
    const section = await screen.findByRole('region', { name: ja.payout.exportTitle });
    fireEvent.click(within(section).getByRole('button', { name: ja.payout.download }));
    expect((await within(section).findByRole('status')).textContent).toContain('0 件');
    expect(within(section).queryByRole('region', { name: ja.payout.batch.title })).toBeNull();
    expect(within(section).queryByLabelText(ja.payout.reference)).toBeNull();
  });

  it('offers neither the account nor the file without withdrawals.pay', async () => {
    fakeAdminApi().on(adminCalls.adminWithdrawalList, () => pageOf([bank({ status: 'withdrawing' })]));
    renderConsole(<WithdrawalsPage />, { path: '/withdrawals', me: staffMe(['dashboard.read', 'withdrawals.review']) });
    const row = await screen.findByTestId('withdrawal-W20250401100000ABC123');
    expect(within(row).queryByRole('button', { name: ja.payout.reveal })).toBeNull();
    expect(screen.queryByRole('region', { name: ja.payout.exportTitle })).toBeNull();
    expect(within(row).getByRole('button', { name: ja.withdrawals.markPaid })).toBeTruthy();
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
    expect(within(row).getByRole('form', { name: ja.actions.reject }).textContent).toContain(
      '保留中の 8,000 コインが会員のウォレットに戻ります。残高 2,000 → 10,000 コイン。',
    );
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
