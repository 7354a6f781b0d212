// @vitest-environment jsdom
import { adminCalls, type Permission, type TDepositQueueItem, type TMemberDetail, type TRiskAlert } from '@amigo/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAdminApi, pageOf, Refusal } from '../../../test/fake-admin-api.ts';
import { initTestI18n, ja, renderConsole, staffMe } from '../../../test/render-console.tsx';
import { MemberFilePage } from './member-file-page.tsx';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SUPPORT: Permission[] = ['dashboard.read', 'members.read', 'letters.send'];
const COMPLIANCE: Permission[] = ['dashboard.read', 'members.read', 'members.lock', 'kyc.review', 'agents.review', 'audit.read'];

function hanako(): TMemberDetail {
  return {
    userId: '42',
    username: 'hanako',
    email: 'hanako@example.com',
    nickname: null,
    agentCode: null,
    status: 'active',
    balance: 123456,
    createdAt: '2025-04-01T01:00:00.000Z',
    lastLoginAt: null,
    firstName: 'Hanako',
    lastName: 'Yamada',
    phone: null,
    recommendedCode: 'TOPAGENT',
    kycStatus: 'approved',
    parent: { userId: '7', username: 'middle' },
    isAgent: false,
    agentDepth: null,
    directMembers: 0,
    responsible: { block: null, limits: [{ kind: 'deposit', period: 'day', amount: 10000 }], realityCheckMinutes: 60 },
    sessions: [
      {
        createdAt: '2025-04-02T01:00:00.000Z',
        lastSeenAt: '2025-04-02T02:00:00.000Z',
        expiresAt: '2025-04-03T01:00:00.000Z',
        ip: '203.0.113.9',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
        active: true,
      },
    ],
    agentLine: [
      { userId: '3', username: 'top', agentCode: 'TOPAGENT' },
      { userId: '7', username: 'middle', agentCode: 'MID1' },
    ],
    bankCards: [
      {
        id: '5',
        bankName: 'みずほ銀行',
        branchName: '新宿',
        holderName: '山田 花子',
        last4: '4567',
        isDefault: true,
        createdAt: '2025-04-01T02:00:00.000Z',
      },
    ],
    flags: [{ flag: 'vip', reason: 'Big player', setBy: 'carol', setAt: '2025-04-01T03:00:00.000Z' }],
    notes: [{ id: '1', text: 'Called about a deposit', staffUsername: 'bob', createdAt: '2025-04-01T04:00:00.000Z' }],
  };
}

const deposit = (orderSn: string, createdAt: string): TDepositQueueItem => ({
  orderSn,
  userId: '42',
  username: 'hanako',
  channel: 'sandbox',
  currency: 'JPY',
  amount: 5000,
  coins: 5000,
  status: 'paid',
  manualStatus: null,
  payerName: null,
  failureReason: null,
  createdAt,
  paidAt: createdAt,
  balance: 0,
});

const ALERT: TRiskAlert = {
  id: '11',
  rule: 'shared_card',
  userId: '42',
  username: 'hanako',
  evidence: {
    count: 2,
    threshold: 2,
    days: 30,
    card: { bankName: 'みずほ銀行', last4: '4567', fingerprint: '0a1b2c3d4e5f6a7b' },
    members: [{ userId: '43', username: 'taro' }],
  },
  status: 'open',
  openedAt: '2025-04-02T03:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  note: null,
  flag: null,
};

const RISK = {
  linked: [
    {
      kind: 'device' as const,
      label: 'Mozilla/5.0 (iPhone) Safari @ 203.0.113.9',
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
      members: [{ userId: '44', username: 'jiro' }],
      total: 1,
    },
    { kind: 'ip' as const, label: '203.0.113.9', ip: '203.0.113.9', members: [{ userId: '44', username: 'jiro' }], total: 3 },
    {
      kind: 'card' as const,
      label: 'みずほ銀行 ••••4567 · 0a1b2c3d4e5f6a7b',
      members: [{ userId: '43', username: 'taro' }],
      total: 1,
    },
  ],
  alerts: [ALERT],
};

function fileApi(member = hanako()) {
  return fakeAdminApi()
    .on(adminCalls.adminMemberDetail, () => member)
    .on(adminCalls.adminRiskMember, () => RISK)
    .on(adminCalls.adminMemberLedger, () =>
      pageOf([
        {
          id: 'd',
          amount: 5000,
          balanceAfter: 123456,
          reason: 'deposit',
          ref: 'deposit:D2025',
          refKind: 'deposit' as const,
          refId: 'D2025',
          createdAt: '2025-04-02T01:00:00.000Z',
        },
        {
          id: 'a',
          amount: -500,
          balanceAfter: 118456,
          reason: 'operator_adjustment',
          ref: 'adjustment:9',
          refKind: 'adjustment' as const,
          refId: '9',
          createdAt: '2025-04-01T01:00:00.000Z',
        },
      ]),
    )
    .on(adminCalls.adminMemberOrders, () => ({
      deposits: pageOf([deposit('D2025', '2025-04-02T01:00:00.000Z'), deposit('D2024', '2025-03-02T01:00:00.000Z')]),
      withdrawals: null,
    }))
    .on(adminCalls.adminMemberNoteAdd, ({ text }) => {
      member.notes.unshift({ id: '2', text, staffUsername: 'alice', createdAt: '2025-04-03T00:00:00.000Z' });
      return member.notes[0]!;
    })
    .on(adminCalls.adminMemberFlagSet, ({ flag, on, reason }) => {
      member.flags = on
        ? [...member.flags, { flag, reason, setBy: 'alice', setAt: '2025-04-03T00:00:00.000Z' }]
        : member.flags.filter((f) => f.flag !== flag);
      return { flags: member.flags, changed: true };
    })
    .on(adminCalls.adminMemberLock, () => ({ status: 'disabled' as const, changed: true }));
}

const render = (permissions: Permission[], path = '/members/42') =>
  renderConsole(<MemberFilePage />, { path, route: '/members/:userId', me: staffMe(permissions) });

describe('the member file at /members/:userId', () => {
  it('shows profile, KYC, agent line, cards by their last four, limits, flags, notes and the ledger with balance after', async () => {
    const api = fileApi();
    render(SUPPORT);
    expect(await screen.findByRole('heading', { level: 1, name: 'hanako #42' })).toBeTruthy();
    expect(screen.getByText('Yamada Hanako')).toBeTruthy();
    expect(screen.getByText(ja.status.kycMember.approved)).toBeTruthy();
    const line = screen.getByRole('list', { name: ja.memberFile.agentLine });
    expect(within(line).getByRole('link', { name: 'top' }).getAttribute('href')).toBe('/members/3');
    expect(within(line).getByRole('link', { name: 'middle' }).getAttribute('href')).toBe('/members/7');
    const cards = screen.getByRole('table', { name: ja.memberFile.bankCards });
    expect(within(cards).getByText('••••4567')).toBeTruthy();
    expect(screen.getByText(/10,000/)).toBeTruthy();
    expect(screen.getByRole('group', { name: ja.memberFile.flags.title }).textContent).toContain(ja.memberFile.flags.vip);
    expect(screen.getByText('Called about a deposit')).toBeTruthy();

    const ledger = await screen.findByRole('table', { name: ja.members.tabs.ledger });
    const first = within(ledger).getAllByRole('row')[1]!;
    expect(first.textContent).toContain('123,456');
    expect(within(first).getByRole('link', { name: `${ja.memberFile.refKinds.deposit} D2025` })).toBeTruthy();
    expect(within(ledger).getAllByRole('row')[2]!.textContent).toContain(`${ja.memberFile.refKinds.adjustment} 9`);

    // Support staff read the file and write notes, but take no lock, flag or balance action.
    expect(screen.queryByRole('button', { name: ja.members.lock })).toBeNull();
    expect(
      screen.queryByRole('button', { name: ja.memberFile.flags.set.replace('{{flag}}', ja.memberFile.flags.risk) }),
    ).toBeNull();
    expect(screen.queryByRole('form', { name: ja.members.adjustTitle })).toBeNull();
    expect(api.requests(adminCalls.adminMemberDetail)).toEqual([{ userId: '42' }]);
    expect(api.problems).toEqual([]);
  });

  it('follows a ledger reference to its order, and shows sessions with IP and device', async () => {
    const api = fileApi();
    const { router } = render(SUPPORT);
    const ledger = await screen.findByRole('table', { name: ja.members.tabs.ledger });
    fireEvent.click(within(ledger).getByRole('link', { name: `${ja.memberFile.refKinds.deposit} D2025` }));
    const deposits = await screen.findByRole('table', { name: ja.members.tabs.deposits });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=deposits&focus=D2025'));
    const focused = within(deposits).getByText('D2025').closest('tr')!;
    expect(focused.getAttribute('aria-current')).toBe('true');
    expect(within(deposits).getByText('D2024').closest('tr')!.getAttribute('aria-current')).toBeNull();
    expect(api.requests(adminCalls.adminMemberOrders)).toEqual([{ userId: '42', pageNum: 1, pageSize: 50, kind: 'deposit' }]);

    expect(api.problems).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: ja.members.tabs.sessions }));
    const sessions = await screen.findByRole('table', { name: ja.members.tabs.sessions });
    expect(within(sessions).getByText('203.0.113.9')).toBeTruthy();
    expect(within(sessions).getByText('iPhone · Safari')).toBeTruthy();
  });

  it('adds a staff note', async () => {
    const api = fileApi();
    render(SUPPORT);
    const form = await screen.findByRole('form', { name: ja.memberFile.notes.add });
    fireEvent.change(within(form).getByLabelText(ja.memberFile.notes.new), { target: { value: ' Asked for a limit ' } });
    fireEvent.click(within(form).getByRole('button', { name: ja.memberFile.notes.add }));
    expect(await screen.findByText('Asked for a limit')).toBeTruthy();
    expect(api.requests(adminCalls.adminMemberNoteAdd)).toEqual([{ userId: '42', text: 'Asked for a limit' }]);
  });

  it('lets compliance set a flag with a reason and lock the account, each confirmed', async () => {
    const api = fileApi();
    render(COMPLIANCE);
    const setRisk = ja.memberFile.flags.set.replace('{{flag}}', ja.memberFile.flags.risk);
    fireEvent.click(await screen.findByRole('button', { name: setRisk }));
    fireEvent.change(screen.getByLabelText(ja.common.reason), { target: { value: 'Rapid deposits' } });
    fireEvent.click(screen.getByRole('button', { name: setRisk }));
    await waitFor(() =>
      expect(api.requests(adminCalls.adminMemberFlagSet)).toEqual([
        { userId: '42', flag: 'risk', on: true, reason: 'Rapid deposits' },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('group', { name: ja.memberFile.flags.title }).textContent).toContain(ja.memberFile.flags.risk),
    );

    const actions = screen.getByRole('region', { name: ja.common.actions });
    fireEvent.click(within(actions).getByRole('button', { name: ja.members.lock }));
    fireEvent.change(within(actions).getByLabelText(ja.common.reason), { target: { value: 'Fraud check' } });
    fireEvent.click(within(actions).getByRole('button', { name: ja.members.lock }));
    expect(await screen.findByText(ja.memberFile.locked)).toBeTruthy();
    expect(api.requests(adminCalls.adminMemberLock)).toEqual([{ userId: '42', locked: true, reason: 'Fraud check' }]);
  });

  it('says so for a member that does not exist', async () => {
    fakeAdminApi().on(adminCalls.adminMemberDetail, () => {
      throw new Refusal(404, 'NOT_FOUND', 'Not found');
    });
    render(SUPPORT, '/members/999');
    expect((await screen.findByRole('alert')).textContent).toContain('Not found');
  });
});

describe('linked accounts and risk alerts', () => {
  it('lists the members sharing a device, IP or bank account, each a link to their file, and the member’s alerts', async () => {
    const api = fileApi();
    render(SUPPORT);
    const panel = await screen.findByRole('region', { name: ja.risk.linked.title });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
    const device = within(panel).getByTestId('linked-device');
    expect(device.textContent).toContain('iPhone · Safari · 203.0.113.9');
    expect(within(device).getByRole('link', { name: 'jiro' }).getAttribute('href')).toBe('/members/44');
    // Three share the IP, one is named: the rest are counted.
    expect(within(panel).getByTestId('linked-ip').textContent).toContain(ja.risk.andMore.replace('{{count}}', '2'));
    const card = within(panel).getByTestId('linked-card');
    expect(card.textContent).toContain('••••4567');
    expect(within(card).getByRole('link', { name: 'taro' }).getAttribute('href')).toBe('/members/43');

    const alerts = screen.getByRole('table', { name: ja.risk.memberAlerts });
    expect(within(alerts).getByText(ja.risk.rules.shared_card)).toBeTruthy();
    expect(within(alerts).getByText(ja.risk.status.open)).toBeTruthy();
    expect(alerts.textContent).toContain('0a1b2c3d4e5f6a7b');
    expect(api.requests(adminCalls.adminRiskMember)).toEqual([{ userId: '42' }]);
    expect(api.problems).toEqual([]);
  });

  it('says so when nobody is linked', async () => {
    fileApi().on(adminCalls.adminRiskMember, () => ({ linked: [], alerts: [] }));
    render(SUPPORT);
    expect(await screen.findByText(ja.risk.linked.none)).toBeTruthy();
    expect(screen.getByText(ja.risk.noAlerts)).toBeTruthy();
  });
});
