// @vitest-environment jsdom
import type { TMemberAgentTransfer, TPage } from '@amigo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import jaAgent from '../../../locales/ja-JP/agent.json';
import jaCommon from '../../../locales/ja-JP/common.json';
import { initTestI18n } from '../../../components/test-i18n.ts';

const listTransfers = vi.fn<() => Promise<TPage<TMemberAgentTransfer>>>();
const decideTakeBack = vi.fn<(payload: { id: string; approve: boolean }) => Promise<unknown>>();
vi.mock('../../../lib/http/client.ts', () => ({ callApi: () => listTransfers() }));
vi.mock('../api/decide-take-back.ts', () => ({
  decideTakeBack: (payload: { id: string; approve: boolean }) => decideTakeBack(payload),
}));
vi.mock('../../../lib/toast/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const { AgentTransfersTab } = await import('./agent-transfers-tab.tsx');

const row = (overrides: Partial<TMemberAgentTransfer>): TMemberAgentTransfer => ({
  id: 't1',
  direction: 'to_member',
  amount: 3000,
  status: 'completed',
  agentUsername: 'agent01',
  createdAt: '2026-11-25T03:00:00.000Z',
  ...overrides,
});

beforeAll(async () => {
  // jsdom has no layout: a desktop width, so the list is a table.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: 1280 >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  await initTestI18n({ 'ja-JP': { common: jaCommon, agent: jaAgent } });
});
afterEach(() => {
  cleanup();
  listTransfers.mockReset();
  decideTakeBack.mockReset();
});

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AgentTransfersTab />
    </QueryClientProvider>,
  );
}

describe('the records page’s Transfers tab', () => {
  it('lists coins in and out with the agent, signed', async () => {
    listTransfers.mockResolvedValue({
      list: [row({ id: 't2', direction: 'from_member', amount: 1000 }), row({})],
      total: 2,
      pageNum: 1,
      pageSize: 10,
    });
    renderTab();
    const rows = await screen.findAllByTestId('agent-transfer-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('−1,000');
    expect(rows[0]!.textContent).toContain(jaAgent.memberTransfers.direction.from_member);
    expect(rows[1]!.textContent).toContain('+3,000');
    expect(rows[1]!.textContent).toContain('agent01');
  });

  it('approves a take-back waiting for the member and reloads the list', async () => {
    listTransfers.mockResolvedValueOnce({
      list: [row({ id: 'r7', direction: 'from_member', amount: 500, status: 'pending' })],
      total: 1,
      pageNum: 1,
      pageSize: 10,
    });
    listTransfers.mockResolvedValue({
      list: [row({ id: 't9', direction: 'from_member', amount: 500 })],
      total: 1,
      pageNum: 1,
      pageSize: 10,
    });
    decideTakeBack.mockResolvedValue(row({ id: 't9' }));
    renderTab();
    const pending = await screen.findByTestId('agent-transfer-row');
    expect(within(pending).getByText(jaAgent.memberTransfers.status.pending)).toBeTruthy();
    fireEvent.click(within(pending).getByRole('button', { name: jaAgent.memberTransfers.approve }));
    await waitFor(() => expect(decideTakeBack).toHaveBeenCalledWith({ id: 'r7', approve: true }));
    await waitFor(() => expect(screen.getByText(jaAgent.memberTransfers.status.completed)).toBeTruthy());
    expect(screen.queryByRole('button', { name: jaAgent.memberTransfers.approve })).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    listTransfers.mockResolvedValue({ list: [], total: 0, pageNum: 1, pageSize: 10 });
    renderTab();
    expect(await screen.findByText(jaAgent.memberTransfers.empty)).toBeTruthy();
  });
});
