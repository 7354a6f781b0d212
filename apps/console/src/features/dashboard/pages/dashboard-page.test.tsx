// @vitest-environment jsdom
import { adminCalls, type AdminCallName, type TDayFigures } from '@amigo/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminResponse } from '../../../lib/api.ts';
import { fakeAdminApi } from '../../../test/fake-admin-api.ts';
import { initTestI18n, ja, renderConsole } from '../../../test/render-console.tsx';
import { DashboardPage } from './dashboard-page.tsx';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const day = (date: string, overrides: Partial<TDayFigures> = {}): TDayFigures => ({
  day: date,
  registrations: 3,
  ftdCount: 2,
  ftdAmount: 30000,
  deposits: 45000,
  withdrawals: 10000,
  bets: 90000,
  wins: 80000,
  ggr: 10000,
  bonuses: 700,
  rebates: 300,
  ngr: 9000,
  activePlayers: 4,
  ...overrides,
});

const DASHBOARD: AdminResponse<(typeof adminCalls)[Extract<AdminCallName, 'adminDashboard'>]> = {
  today: day('2025-04-02'),
  days: [day('2025-04-01', { registrations: 1 }), day('2025-04-02')],
  agents: [
    {
      userId: '7',
      username: 'taro-agent',
      agentCode: 'AGENT7',
      members: 12,
      registrations: 2,
      ftdCount: 2,
      ftdAmount: 30000,
      deposits: 45000,
      withdrawals: 0,
      ggr: 1200,
      activePlayers: 3,
    },
  ],
  liability: 1234567,
  queues: {
    kyc: 2,
    withdrawals: 1,
    deposits: 0,
    agentApplications: 0,
    adjustments: 0,
    cryptoWithdrawals: 0,
    refunds: 3,
    riskAlerts: 4,
    heldChainDeposits: 0,
  },
};

describe('dashboard', () => {
  it('shows today’s figures with FTD, NGR and the liability, links each queue, and lists days and agents', async () => {
    const api = fakeAdminApi().on(adminCalls.adminDashboard, () => DASHBOARD);
    renderConsole(<DashboardPage />);
    const today = await screen.findByRole('region', { name: ja.dashboard.today.replace('{{day}}', '2025-04-02') });
    expect(within(today).getByText(ja.dashboard.figures.ngr).nextSibling?.textContent).toBe('9,000');
    expect(within(today).getByText(ja.dashboard.figures.ftdCount).nextSibling?.textContent).toBe('2');
    expect(within(today).getByText(ja.dashboard.liability).nextSibling?.textContent).toBe('1,234,567');
    const refunds = screen.getByRole('link', {
      name: ja.dashboard.openQueue.replace('{{queue}}', ja.dashboard.queue.refunds).replace('{{count}}', '3'),
    });
    expect(refunds.getAttribute('href')).toBe('/deposits?view=refunds');
    const daily = screen.getByRole('table', { name: ja.dashboard.daily });
    expect(within(daily).getAllByRole('row')[1]!.textContent).toContain('2025-04-02');
    const agents = screen.getByRole('table', { name: ja.dashboard.agents });
    expect(within(agents).getByRole('link', { name: 'taro-agent' }).getAttribute('href')).toBe('/members/7');
    expect(api.problems).toEqual([]);
  });

  it('exports a report as CSV with the table’s columns', async () => {
    fakeAdminApi().on(adminCalls.adminDashboard, () => DASHBOARD);
    const blobs: Blob[] = [];
    // jsdom has no object URLs: the download's blob is caught here.
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:report'), revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderConsole(<DashboardPage />);
    fireEvent.click(
      await screen.findByRole('button', { name: ja.common.downloadCsvOf.replace('{{report}}', ja.dashboard.agents) }),
    );
    expect(click).toHaveBeenCalledTimes(1);
    const text = await blobs[0]!.text();
    const [head, row] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(head).toBe([ja.dashboard.agent, ja.dashboard.agentCode, ...Object.values(ja.dashboard.agentFigures)].join(','));
    expect(row).toBe('taro-agent,AGENT7,12,2,2,30000,45000,0,1200,3');
  });
});
