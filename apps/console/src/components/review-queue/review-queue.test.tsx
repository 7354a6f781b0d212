// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { initTestI18n, ja, renderConsole } from '../../test/render-console.tsx';
import type { QueueDecision } from './decision-bar.tsx';
import { ReviewQueue } from './review-queue.tsx';
import type { QueueRequest } from './use-review-queue.ts';

type Status = 'open' | 'done';
type Ticket = { id: string; member: string; status: Status };
type Decision = { action: 'approve' | 'reject'; reason?: string };

beforeAll(initTestI18n);
afterEach(cleanup);

const TICKETS: Ticket[] = [
  { id: 't1', member: 'hanako', status: 'open' },
  { id: 't2', member: 'taro', status: 'done' },
];

/** A queue of tickets on a fake list: `total` decides how many pages the pager offers. */
function renderQueue({
  list = vi.fn(async (request: QueueRequest<Status>) => ({
    list: TICKETS.filter((ticket) => ticket.status === request.status),
    total: 45,
    pageNum: request.pageNum,
    pageSize: request.pageSize,
  })),
  decide = vi.fn(async (_ticket: Ticket, _input: Decision) => ({ changed: true })),
  search = false,
}: {
  list?: (request: QueueRequest<Status>) => Promise<{ list: Ticket[]; total: number; pageNum: number; pageSize: number }>;
  decide?: (ticket: Ticket, input: Decision) => Promise<unknown>;
  search?: boolean;
} = {}) {
  renderConsole(
    <ReviewQueue
      queryKey={['admin', 'tickets']}
      statuses={['open', 'done'] as const}
      initialStatus="open"
      statusLabel={(status) => (status === 'open' ? 'Open' : 'Done')}
      list={list}
      search={search ? { label: 'Find a ticket', placeholder: 'username' } : undefined}
      explain="Tickets wait here."
      table={{
        caption: 'Tickets',
        columns: [{ header: 'Member', cell: (ticket) => ticket.member }],
        rowKey: (ticket) => ticket.id,
        rowTestId: (ticket) => `ticket-${ticket.id}`,
        decide,
        done: (ticket, input) => `${input.action} ${ticket.member}: done`,
        decisions: (ticket): QueueDecision<Decision>[] =>
          ticket.status === 'open'
            ? [
                { kind: 'go', label: 'Approve', input: { action: 'approve' } },
                {
                  kind: 'reason',
                  label: 'Reject',
                  confirmLabel: 'Reject now',
                  toInput: (reason) => ({ action: 'reject', reason }),
                },
              ]
            : [],
      }}
    />,
  );
  return { list, decide };
}

describe('ReviewQueue', () => {
  it('says above the list what a decision did, or that a repeat changed nothing', async () => {
    const decide = vi
      .fn(async (_ticket: Ticket, _input: Decision): Promise<unknown> => ({ changed: true }))
      .mockResolvedValueOnce({ changed: true })
      .mockResolvedValueOnce({ changed: false });
    renderQueue({ decide });
    const row = await screen.findByTestId('ticket-t1');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(status.textContent).toBe('approve hanako: done'));
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(status.textContent).toBe(ja.payout.unchanged));
    // A new filter starts without the last message.
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(status.textContent).toBe(''));
  });

  it('asks for the first page of the initial status and shows its items in a captioned table', async () => {
    const { list } = renderQueue();
    const row = await screen.findByTestId('ticket-t1');
    expect(list).toHaveBeenCalledWith({ status: 'open', q: '', pageNum: 1, pageSize: 20 });
    expect(screen.getByRole('table', { name: 'Tickets' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Member', ja.common.actions]);
    expect(within(row).getByRole('cell', { name: 'hanako' })).toBeTruthy();
    expect(screen.queryByTestId('ticket-t2')).toBeNull();
    expect(screen.getByText('Tickets wait here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('goes back to page 1 when the status changes', async () => {
    const { list } = renderQueue();
    await screen.findByTestId('ticket-t1');
    fireEvent.click(screen.getByRole('button', { name: ja.common.next }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ status: 'open', q: '', pageNum: 2, pageSize: 20 }));
    expect(await screen.findByText('2 / 3 ページ')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ status: 'done', q: '', pageNum: 1, pageSize: 20 }));
    const done = await screen.findByTestId('ticket-t2');
    expect(screen.getByRole('button', { name: 'Done' }).getAttribute('aria-pressed')).toBe('true');
    // A decided item offers no decisions.
    expect(within(done).queryByRole('button')).toBeNull();
  });

  it('searches with the trimmed text from page 1, only when the form is sent', async () => {
    const { list } = renderQueue({ search: true });
    await screen.findByTestId('ticket-t1');
    const box = screen.getByRole('searchbox', { name: 'Find a ticket' });
    fireEvent.change(box, { target: { value: '  hanako ' } });
    expect(list).toHaveBeenCalledTimes(1);
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ status: 'open', q: 'hanako', pageNum: 1, pageSize: 20 }));
  });

  it('says so when the queue is empty', async () => {
    renderQueue({ list: async (request) => ({ list: [], total: 0, pageNum: request.pageNum, pageSize: 20 }) });
    expect(await screen.findByText(ja.common.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: ja.common.pages })).toBeNull();
  });

  it('decides at once, then asks for the list again', async () => {
    const { list, decide } = renderQueue();
    const row = await screen.findByTestId('ticket-t1');
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decide).toHaveBeenCalledWith(TICKETS[0], { action: 'approve' }));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('asks for a reason before a rejection and sends it trimmed', async () => {
    const { decide } = renderQueue();
    const row = await screen.findByTestId('ticket-t1');
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    const confirm = within(row).getByRole('button', { name: 'Reject now' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(row).getByLabelText(ja.common.reason), { target: { value: '   ' } });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(row).getByLabelText(ja.common.reason), { target: { value: ' blurred photo ' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(decide).toHaveBeenCalledWith(TICKETS[0], { action: 'reject', reason: 'blurred photo' }));
  });

  it('cancelling a rejection sends nothing and shows the buttons again', async () => {
    const { decide } = renderQueue();
    const row = await screen.findByTestId('ticket-t1');
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    fireEvent.click(within(row).getByRole('button', { name: ja.common.cancel }));
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(decide).not.toHaveBeenCalled();
  });

  it("shows a refusal in the item's row as an alert with the server's message", async () => {
    renderQueue({
      decide: async () => {
        throw new ApiError(409, 'CONFLICT', 'この申請はすでに処理されています');
      },
    });
    const row = await screen.findByTestId('ticket-t1');
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect((await within(row).findByRole('alert')).textContent).toBe('この申請はすでに処理されています');
  });

  it('shows a failed list as an alert', async () => {
    renderQueue({
      list: async () => {
        throw new ApiError(403, 'FORBIDDEN', '権限がありません');
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('権限がありません');
  });
});

describe('ReviewQueue as cards', () => {
  it('draws each item with its own card', async () => {
    renderConsole(
      <ReviewQueue
        queryKey={['admin', 'cards']}
        statuses={['open'] as const}
        initialStatus="open"
        statusLabel={() => 'Open'}
        list={async () => ({ list: TICKETS, total: 2, pageNum: 1, pageSize: 20 })}
        cards={{ key: (ticket) => ticket.id, render: (ticket) => <li aria-label={ticket.member}>{ticket.status}</li> }}
      />,
    );
    expect((await screen.findByRole('listitem', { name: 'taro' })).textContent).toBe('done');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
