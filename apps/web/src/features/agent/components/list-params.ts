import { useSearchParams } from 'react-router';
import { isIsoDate, todayIn } from '../../../lib/format/tokyo-date.ts';

/** Filters of an agent list or report, kept in the address so a reload or a shared link shows the same. */
export interface ListParams {
  from: string;
  to: string;
  page: number;
  account: string;
  status: string;
}

export const AGENT_PAGE_SIZE = 10;

const ACCOUNT = /^[A-Za-z0-9]{0,16}$/;

export function readListParams(params: URLSearchParams, today = todayIn()): ListParams {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return isIsoDate(value) ? value : today;
  };
  const page = Number(params.get('page'));
  const account = params.get('account') ?? '';
  return {
    from: date('from'),
    to: date('to'),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    account: ACCOUNT.test(account) ? account : '',
    status: params.get('status') ?? '',
  };
}

export function writeListParams(list: ListParams, today = todayIn()): URLSearchParams {
  const params = new URLSearchParams();
  if (list.from !== today) params.set('from', list.from);
  if (list.to !== today) params.set('to', list.to);
  if (list.page > 1) params.set('page', String(list.page));
  if (list.account) params.set('account', list.account);
  if (list.status) params.set('status', list.status);
  return params;
}

/** The filters and a setter that goes back to page 1 whenever anything but the page changes. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const list = readListParams(params);
  function update(next: Partial<ListParams>) {
    const merged = { ...list, ...next, ...(next.page === undefined ? { page: 1 } : {}) };
    setParams(writeListParams(merged), { replace: true, preventScrollReset: true });
  }
  return { list, update, reversed: list.from > list.to };
}

export function pageCount(total: number, size = AGENT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** First day of the month and the day a week back, as date inputs want them. */
export function presetRange(preset: 'today' | 'week' | 'month', today = todayIn()): { from: string; to: string } {
  if (preset === 'today') return { from: today, to: today };
  if (preset === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  return { from: weekAgo, to: today };
}
