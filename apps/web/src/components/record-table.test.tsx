// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordFields, RecordTable, type RecordColumn } from './record-table.tsx';

interface Order {
  orderSn: string;
  coins: number;
  status: string;
}

const ORDERS: Order[] = [
  { orderSn: 'D001', coins: 5000, status: '完了' },
  { orderSn: 'D002', coins: 1200, status: '処理中' },
];

const COLUMNS: Array<RecordColumn<Order>> = [
  { key: 'orderSn', header: '注文番号', rowHeader: true, cell: (order) => order.orderSn },
  {
    key: 'coins',
    header: 'コイン',
    align: 'end',
    className: 'text-gold-200',
    cell: (order) => order.coins.toLocaleString('ja-JP'),
  },
  { key: 'status', header: '状態', cell: (order) => order.status },
];

/** jsdom has no layout: the viewport width is what matchMedia answers. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function Orders() {
  return (
    <RecordTable
      rows={ORDERS}
      rowKey={(order) => order.orderSn}
      columns={COLUMNS}
      testId="orders-table"
      listTestId="orders-list"
      rowTestId="order-row"
      card={(order) => (
        <>
          <p>{order.orderSn}</p>
          <RecordFields
            fields={[
              { label: 'コイン', value: order.coins.toLocaleString('ja-JP'), className: 'text-gold-200' },
              order.status === '処理中' && { label: '状態', value: order.status },
            ]}
          />
        </>
      )}
    />
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecordTable', () => {
  it('is a table with column headings at desktop width', () => {
    viewport(1280);
    render(<Orders />);
    const table = screen.getByRole('table');
    expect(table).toBe(screen.getByTestId('orders-table'));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['注文番号', 'コイン', '状態']);
    const rows = screen.getAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    // The first cell names its row; figures line up at the end.
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('D001');
    const coins = within(rows[0]!).getAllByRole('cell')[0]!;
    expect(coins.textContent).toBe('5,000');
    expect(coins.className).toContain('text-right');
    expect(coins.className).toContain('text-gold-200');
    expect(screen.queryByTestId('orders-list')).toBeNull();
  });

  it('is one card per record on a phone, with labelled values', () => {
    viewport(390);
    render(<Orders />);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByTestId('orders-list');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards.map((card) => card.getAttribute('data-testid'))).toEqual(['order-row', 'order-row']);
    const first = within(cards[0]!);
    expect(first.getByText('コイン').tagName).toBe('DT');
    expect(first.getByText('5,000').tagName).toBe('DD');
    // A field left out for this record is not there at all.
    expect(first.queryByText('状態')).toBeNull();
    expect(within(cards[1]!).getByText('処理中').tagName).toBe('DD');
  });
});
