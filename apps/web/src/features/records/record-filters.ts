import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '@amigo/contract';
import { isIsoDate } from '../../lib/format/tokyo-date.ts';

export const RECORD_TABS = ['deposits', 'withdrawals', 'games', 'crypto', 'transfers'] as const;
export type RecordTab = (typeof RECORD_TABS)[number];
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const RECORDS_PAGE_SIZE = 10;

export interface RecordFilters {
  tab: RecordTab;
  status: string | undefined;
  from: string | undefined;
  to: string | undefined;
  page: number;
}

/**
 * The records page keeps its tab, filters and page in the address (?tab&status&from&to&page),
 * so reload, back and a shared link show the same list. Anything unknown there is ignored.
 */
export function readRecordFilters(params: URLSearchParams): RecordFilters {
  const asked = params.get('tab');
  const tab: RecordTab = RECORD_TABS.find((known) => known === asked) ?? 'deposits';
  const statuses: readonly string[] = tab === 'deposits' ? DEPOSIT_STATUSES : tab === 'withdrawals' ? WITHDRAWAL_STATUSES : [];
  const status = params.get('status') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    tab,
    status: statuses.includes(status) ? status : undefined,
    from: isIsoDate(from) ? from : undefined,
    to: isIsoDate(to) ? to : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address for filters: empty values are left out; a new filter starts again at page 1. */
export function writeRecordFilters(filters: RecordFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== 'deposits') params.set('tab', filters.tab);
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A range whose end comes before its start cannot match anything: it is reported, not sent. */
export function isRangeReversed(filters: Pick<RecordFilters, 'from' | 'to'>): boolean {
  return Boolean(filters.from && filters.to && filters.from > filters.to);
}

export function pageCount(total: number, pageSize = RECORDS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
