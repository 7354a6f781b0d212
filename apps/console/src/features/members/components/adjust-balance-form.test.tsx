// @vitest-environment jsdom
import { adminCalls, type TAdjustment } from '@amigo/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAdminApi, Refusal } from '../../../test/fake-admin-api.ts';
import { initTestI18n, ja, renderConsole } from '../../../test/render-console.tsx';
import { AdjustBalanceForm } from './adjust-balance-form.tsx';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const answer = (status: TAdjustment['status']) => (body: { userId: string; amount: number; reason: string }) => ({
  id: '9',
  userId: body.userId,
  username: 'hanako',
  amount: body.amount,
  reason: body.reason,
  status,
  requestedBy: 'alice',
  decidedBy: null,
  createdAt: '2025-04-01T01:00:00.000Z',
  decidedAt: null,
});

function form() {
  const region = screen.getByRole('form', { name: ja.members.adjustTitle });
  return {
    amount: within(region).getByLabelText(ja.members.adjustAmount),
    reason: within(region).getByLabelText(ja.common.reason),
    submit: within(region).getByRole('button', { name: ja.members.adjust }),
  };
}

describe('balance adjustment form', () => {
  it('allows only a whole, non-zero number of coins and a reason', () => {
    fakeAdminApi();
    renderConsole(<AdjustBalanceForm userId="42" />);
    const { amount, reason, submit } = form();
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(reason, { target: { value: 'キャンペーン補填' } });
    for (const bad of ['', '0', '-0', '1.5', '10e3', '+5', '007']) {
      fireEvent.change(amount, { target: { value: bad } });
      expect(submit, `amount ${JSON.stringify(bad)}`).toHaveProperty('disabled', true);
    }
    fireEvent.change(amount, { target: { value: '-500' } });
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.change(reason, { target: { value: '   ' } });
    expect(submit).toHaveProperty('disabled', true);
  });

  it('sends the amount as a number with the reason and a fresh idempotency key, then says it was applied and clears', async () => {
    const api = fakeAdminApi().on(adminCalls.adminAdjustBalance, answer('applied'));
    renderConsole(<AdjustBalanceForm userId="42" />);
    const { amount, reason, submit } = form();
    fireEvent.change(amount, { target: { value: '-500' } });
    fireEvent.change(reason, { target: { value: '二重入金の戻し' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('status')).textContent).toBe(ja.members.adjustApplied);
    const [sent] = api.requests(adminCalls.adminAdjustBalance);
    expect(sent).toMatchObject({ userId: '42', amount: -500, reason: '二重入金の戻し' });
    expect(sent?.idempotencyKey).toMatch(UUID);
    expect(form().amount).toHaveProperty('value', '');
    expect(form().reason).toHaveProperty('value', '');
    expect(api.problems).toEqual([]);
  });

  it('says plainly when the adjustment waits for a second approval, and the next one gets a new key', async () => {
    const api = fakeAdminApi().on(adminCalls.adminAdjustBalance, answer('pending'));
    renderConsole(<AdjustBalanceForm userId="42" />);
    fireEvent.change(form().amount, { target: { value: '150000' } });
    fireEvent.change(form().reason, { target: { value: '大口補填' } });
    fireEvent.click(form().submit);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(ja.members.adjustPendingTitle);
    expect(status.textContent).toContain(ja.members.adjustPending);
    expect(status.textContent).not.toContain(ja.members.adjustApplied);

    fireEvent.change(form().amount, { target: { value: '100' } });
    fireEvent.change(form().reason, { target: { value: '追加' } });
    fireEvent.click(form().submit);
    await waitFor(() => expect(api.requests(adminCalls.adminAdjustBalance)).toHaveLength(2));
    const [first, second] = api.requests(adminCalls.adminAdjustBalance);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('keeps what was typed and the same key after a refusal, so a retry cannot apply twice', async () => {
    const api = fakeAdminApi().on(adminCalls.adminAdjustBalance, () => {
      throw new Refusal(422, 'ADJUSTMENT_DAILY_CAP_REACHED', '本日の調整上限（1,000,000 コイン）を超えます');
    });
    renderConsole(<AdjustBalanceForm userId="42" />);
    fireEvent.change(form().amount, { target: { value: '2000000' } });
    fireEvent.change(form().reason, { target: { value: '補填' } });
    fireEvent.click(form().submit);
    expect((await screen.findByRole('alert')).textContent).toBe('本日の調整上限（1,000,000 コイン）を超えます');
    expect(screen.queryByRole('status')).toBeNull();
    expect(form().amount).toHaveProperty('value', '2000000');
    fireEvent.click(form().submit);
    await waitFor(() => expect(api.requests(adminCalls.adminAdjustBalance)).toHaveLength(2));
    const [first, second] = api.requests(adminCalls.adminAdjustBalance);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });
});
