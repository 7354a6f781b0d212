// @vitest-environment jsdom
import { adminCalls, type Permission, type TMemberSummary } from '@amigo/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAdminApi, pageOf } from '../../../test/fake-admin-api.ts';
import { initTestI18n, ja, renderConsole, staffMe } from '../../../test/render-console.tsx';
import { MembersPage } from './members-page.tsx';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SUPPORT: Permission[] = ['dashboard.read', 'members.read', 'letters.send'];

const member = (overrides: Partial<TMemberSummary> = {}): TMemberSummary => ({
  userId: '42',
  username: 'hanako',
  email: 'hanako@example.com',
  nickname: null,
  agentCode: null,
  status: 'active',
  balance: 123456,
  createdAt: '2025-04-01T01:00:00.000Z',
  lastLoginAt: null,
  ...overrides,
});

const MEMBERS = [member(), member({ userId: '43', username: 'hanataro', status: 'disabled', agentCode: 'AG1234', balance: 0 })];

function membersApi() {
  return fakeAdminApi()
    .on(adminCalls.adminMemberSearch, ({ q }) => pageOf(MEMBERS.filter((m) => m.username.startsWith(q ?? ''))))
    .on(adminCalls.adminAdjustmentList, () => pageOf([]));
}

describe('members screen', () => {
  it('lists members with their balance and status, and searches with the trimmed text from page 1', async () => {
    const api = membersApi();
    renderConsole(<MembersPage />, { path: '/members', me: staffMe(SUPPORT) });
    const table = await screen.findByRole('table', { name: ja.sections.members.title });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const locked = within(table).getByText('hanataro').closest('tr')!;
    expect(locked.textContent).toContain('AG1234');
    expect(within(locked).getByText(ja.status.member.disabled)).toBeTruthy();
    expect(within(table).getByText('hanako').closest('tr')!.textContent).toContain('123,456');

    fireEvent.change(screen.getByRole('searchbox', { name: ja.members.search }), { target: { value: '  hanako ' } });
    fireEvent.click(within(screen.getByRole('search')).getByRole('button', { name: ja.members.search }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(api.requests(adminCalls.adminMemberSearch)).toEqual([
      { q: '', pageNum: 1, pageSize: 20 },
      { q: 'hanako', pageNum: 1, pageSize: 20 },
    ]);
    expect(api.problems).toEqual([]);
  });

  it('says so when nobody matches', async () => {
    membersApi();
    renderConsole(<MembersPage />, { path: '/members', me: staffMe(SUPPORT) });
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('searchbox', { name: ja.members.search }), { target: { value: 'nobody' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByText(ja.common.empty)).toBeTruthy();
  });

  it('links each member to their file at its own address', async () => {
    membersApi();
    const { router } = renderConsole(<MembersPage />, { path: '/members', me: staffMe(SUPPORT) });
    fireEvent.click(await screen.findByRole('link', { name: ja.members.openFile.replace('{{name}}', 'hanako') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/42'));
  });

  it('gives staff who may approve adjustments the queue of adjustments to approve', async () => {
    const api = membersApi();
    renderConsole(<MembersPage />, {
      path: '/members',
      me: staffMe(['members.read', 'balance.adjust', 'balance.approve']),
    });
    await screen.findByRole('table', { name: ja.sections.members.title });
    await waitFor(() =>
      expect(api.requests(adminCalls.adminAdjustmentList)).toEqual([{ status: 'pending', pageNum: 1, pageSize: 50 }]),
    );
  });

  it('asks for pending adjustments only from staff who may approve them', async () => {
    const api = membersApi();
    renderConsole(<MembersPage />, { path: '/members', me: staffMe(SUPPORT) });
    await screen.findByRole('table', { name: ja.sections.members.title });
    expect(api.requests(adminCalls.adminAdjustmentList)).toEqual([]);
  });
});
