// @vitest-environment jsdom
import { adminCalls, type TRiskAlert } from '@amigo/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAdminApi, pageOf } from '../../../test/fake-admin-api.ts';
import { initTestI18n, ja, renderConsole, staffMe } from '../../../test/render-console.tsx';
import { RiskPage } from './risk-page.tsx';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const alert = (overrides: Partial<TRiskAlert>): TRiskAlert => ({
  id: '1',
  rule: 'large_deposit',
  userId: '42',
  username: 'hanako',
  evidence: { coins: 600000, threshold: 500000, orders: ['D20250401'] },
  status: 'open',
  openedAt: '2025-04-01T01:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  note: null,
  flag: null,
  ...overrides,
});

const ALERTS = [
  alert({}),
  alert({
    id: '2',
    rule: 'agent_takeback',
    userId: '7',
    username: 'agent7',
    evidence: { coins: 150000, threshold: 100000, transferId: '99', fromMember: { userId: '42', username: 'hanako' } },
    openedAt: '2025-04-01T02:00:00.000Z',
  }),
];

function riskApi() {
  let list = [...ALERTS];
  return fakeAdminApi()
    .on(adminCalls.adminRiskList, ({ status, rule }) =>
      pageOf(list.filter((a) => a.status === (status ?? 'open') && (!rule || a.rule === rule))),
    )
    .on(adminCalls.adminRiskDecide, ({ id, decision, flag, note }) => {
      const status = decision === 'clear' ? ('cleared' as const) : ('escalated' as const);
      const item = {
        ...list.find((a) => a.id === id)!,
        status,
        note,
        flag: flag ?? null,
        decidedBy: 'alice',
        decidedAt: '2025-04-02T00:00:00.000Z',
      };
      list = list.map((a) => (a.id === id ? item : a));
      return { item, changed: true };
    })
    .on(adminCalls.adminRiskScan, () => ({ opened: 3 }));
}

const render = () =>
  renderConsole(<RiskPage />, { path: '/risk', me: staffMe(['dashboard.read', 'members.read', 'risk.review']) });

describe('risk queue', () => {
  it('lists open alerts with the rule, the member as a link and the evidence in words and figures', async () => {
    const api = riskApi();
    render();
    const table = await screen.findByRole('table', { name: ja.sections.risk.title });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain(ja.risk.rules.large_deposit);
    expect(rows[0]!.textContent).toContain('D20250401');
    expect(rows[0]!.textContent).toContain('600,000');
    expect(within(rows[0]!).getByRole('link', { name: 'hanako' }).getAttribute('href')).toBe('/members/42');
    // The take-back names the member the coins came from, as a link too.
    expect(rows[1]!.textContent).toContain(ja.risk.rules.agent_takeback);
    expect(within(rows[1]!).getByRole('link', { name: 'agent7' }).getAttribute('href')).toBe('/members/7');
    expect(within(rows[1]!).getByRole('link', { name: 'hanako' }).getAttribute('href')).toBe('/members/42');
    expect(api.requests(adminCalls.adminRiskList)).toEqual([{ status: 'open', q: '', pageNum: 1, pageSize: 20 }]);
    expect(api.problems).toEqual([]);
  });

  it('says which orders were crypto, with their coin', async () => {
    const orders = ['CW20250401A', 'CW20250401B', 'W20250401C'];
    const crypto = [
      { order: 'CW20250401A', coin: 'USDT' },
      { order: 'CW20250401B', coin: 'ETH' },
    ];
    const api = fakeAdminApi().on(adminCalls.adminRiskList, () =>
      pageOf([
        alert({ rule: 'rapid_withdrawals', evidence: { count: 3, threshold: 3, minutes: 60, coins: 45450, orders, crypto } }),
      ]),
    );
    render();
    const row = await screen.findByTestId('risk-alert-rapid_withdrawals-hanako');
    expect(row.textContent).toContain('45,450');
    expect(within(row).getByTestId('risk-evidence-crypto').textContent).toBe(
      ja.risk.crypto.replace('{{orders}}', 'CW20250401A (USDT), CW20250401B (ETH)'),
    );
    // Fiat-only evidence has no crypto line.
    expect(api.problems).toEqual([]);
    cleanup();
    const fiat = fakeAdminApi().on(adminCalls.adminRiskList, () => pageOf([alert({})]));
    render();
    await screen.findByTestId('risk-alert-large_deposit-hanako');
    expect(screen.queryByTestId('risk-evidence-crypto')).toBeNull();
    expect(fiat.problems).toEqual([]);
  });

  it('clears with a note, and escalates as fraud with a note; the decided alerts leave the open list', async () => {
    const api = riskApi();
    render();
    const first = await screen.findByTestId('risk-alert-large_deposit-hanako');
    fireEvent.click(within(first).getByRole('button', { name: ja.risk.clear }));
    fireEvent.change(within(first).getByLabelText(ja.common.reason), { target: { value: ' salary, documented ' } });
    fireEvent.click(within(first).getByRole('button', { name: ja.risk.confirmClear }));
    await waitFor(() => expect(screen.queryByTestId('risk-alert-large_deposit-hanako')).toBeNull());

    const second = screen.getByTestId('risk-alert-agent_takeback-agent7');
    fireEvent.click(within(second).getByRole('button', { name: ja.risk.escalate.fraud }));
    fireEvent.change(within(second).getByLabelText(ja.common.reason), { target: { value: 'pulls coins every night' } });
    fireEvent.click(within(second).getByRole('button', { name: ja.risk.confirmEscalate.fraud }));
    await waitFor(() => expect(screen.queryByTestId('risk-alert-agent_takeback-agent7')).toBeNull());
    expect(api.requests(adminCalls.adminRiskDecide)).toEqual([
      { id: '1', decision: 'clear', note: 'salary, documented' },
      { id: '2', decision: 'escalate', flag: 'fraud', note: 'pulls coins every night' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: ja.risk.status.escalated }));
    const escalated = await screen.findByTestId('risk-alert-agent_takeback-agent7');
    expect(escalated.textContent).toContain('pulls coins every night');
    expect(escalated.textContent).toContain(ja.memberFile.flags.fraud);
    expect(api.problems).toEqual([]);
  });

  it('filters by rule from page 1, and scans on demand saying how many alerts it opened', async () => {
    const api = riskApi();
    render();
    await screen.findByTestId('risk-alert-large_deposit-hanako');
    fireEvent.change(screen.getByLabelText(ja.risk.rule), { target: { value: 'agent_takeback' } });
    await waitFor(() => expect(screen.queryByTestId('risk-alert-large_deposit-hanako')).toBeNull());
    expect(api.requests(adminCalls.adminRiskList).at(-1)).toEqual({
      status: 'open',
      q: '',
      pageNum: 1,
      pageSize: 20,
      rule: 'agent_takeback',
    });
    fireEvent.click(screen.getByRole('button', { name: ja.risk.scanNow }));
    expect(await screen.findByText(ja.risk.scanned.replace('{{count}}', '3'))).toBeTruthy();
    expect(api.requests(adminCalls.adminRiskScan)).toEqual([{}]);
    expect(api.problems).toEqual([]);
  });
});
