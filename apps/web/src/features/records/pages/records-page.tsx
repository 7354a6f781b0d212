import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES, type TDepositOrder, type TWithdrawalOrder } from '@amigo/contract';
import * as Tabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FinanceBoundary } from '../../../components/finance/finance-boundary.tsx';
import { depositStatusView, StatusBadge, withdrawalStatusView } from '../../../components/finance/order-status.tsx';
import { WithdrawalPaidNote } from '../../../components/finance/withdrawal-paid-note.tsx';
import { inputClass, labelClass } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { RecordFields, RecordTable, type RecordColumn } from '../../../components/record-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoins, formatMoney } from '../../../lib/format/money.ts';
import { formatDateTimeIn, todayIn } from '../../../lib/format/tokyo-date.ts';
import { type FinanceKey } from '../../../lib/i18n/finance-translation.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useDepositRecords } from '../api/list-deposits.ts';
import { useWithdrawalRecords } from '../api/list-withdrawals.ts';
import {
  isRangeReversed,
  pageCount,
  readRecordFilters,
  RECORDS_PAGE_SIZE,
  writeRecordFilters,
  type RecordFilters,
  type RecordTab,
} from '../record-filters.ts';

/**
 * /user/record: deposits and withdrawals, each with a status filter, a date range (Tokyo
 * calendar days, as the server reads them) and pages of ten. Tab, filters and page live in the
 * address. The games tab's content comes from the games feature through `gamesTab` (features
 * do not import each other; route-elements composes them); it reads its own filters. So do the
 * crypto tab and the agent feature's transfers tab (issue 21: transfers with the member's agent).
 */
export function RecordsPage({
  gamesTab,
  cryptoTab,
  transfersTab,
}: {
  gamesTab?: ReactNode;
  cryptoTab?: { label: ReactNode; content: ReactNode };
  transfersTab?: { label: ReactNode; content: ReactNode };
}) {
  return (
    <FinanceBoundary>
      <RecordsContent gamesTab={gamesTab} cryptoTab={cryptoTab} transfersTab={transfersTab} />
    </FinanceBoundary>
  );
}

type ExtraTab = { label: ReactNode; content: ReactNode } | undefined;
const extraTabClass =
  'shrink-0 whitespace-nowrap rounded-full px-5 py-1.5 text-sm font-semibold text-fg-muted transition-colors hover:text-fg data-[state=active]:bg-gold-400/20 data-[state=active]:text-gold-200';

function RecordsContent({
  gamesTab,
  cryptoTab,
  transfersTab,
}: {
  gamesTab?: ReactNode;
  cryptoTab?: ExtraTab;
  transfersTab?: ExtraTab;
}) {
  const { t } = useI18n('finance');
  const [params, setParams] = useSearchParams();
  const filters = readRecordFilters(params);
  // On a phone the tabs scroll sideways: the chosen one (e.g. a link to ?tab=transfers) comes into view.
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    tabList.current?.querySelector('[data-state="active"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [filters.tab]);

  function update(next: Partial<RecordFilters>, { resetPage = true } = {}) {
    const merged = { ...filters, ...next, ...(resetPage && next.page === undefined ? { page: 1 } : {}) };
    setParams(writeRecordFilters(merged), { replace: true, preventScrollReset: true });
  }

  function switchTab(tab: string) {
    const next: RecordTab =
      tab === 'withdrawals' || tab === 'games' || tab === 'crypto' || tab === 'transfers' ? tab : 'deposits';
    setParams(writeRecordFilters({ tab: next, status: undefined, from: filters.from, to: filters.to, page: 1 }), {
      replace: true,
    });
  }

  return (
    <article>
      <PageHeading title={t('routes.record')} icon="receipt">
        <p>{t('finance:records.lead')}</p>
      </PageHeading>
      <Tabs.Root value={filters.tab} onValueChange={switchTab}>
        <Tabs.List
          ref={tabList}
          aria-label={t('routes.record')}
          className="mb-5 inline-flex max-w-full overflow-x-auto rounded-full border border-line bg-night-900/60 p-1"
        >
          {(gamesTab ? (['deposits', 'withdrawals', 'games'] as const) : (['deposits', 'withdrawals'] as const)).map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className={clsx(
                'shrink-0 rounded-full px-5 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors',
                'text-fg-muted hover:text-fg data-[state=active]:bg-gold-400/20 data-[state=active]:text-gold-200',
              )}
            >
              {t(`finance:records.tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
          {cryptoTab ? (
            <Tabs.Trigger value="crypto" className={extraTabClass}>
              {cryptoTab.label}
            </Tabs.Trigger>
          ) : null}
          {transfersTab ? (
            <Tabs.Trigger value="transfers" className={extraTabClass}>
              {transfersTab.label}
            </Tabs.Trigger>
          ) : null}
        </Tabs.List>
        <Tabs.Content value="deposits" className="focus:outline-none">
          {filters.tab === 'deposits' ? <RecordsPanel filters={filters} onChange={update} /> : null}
        </Tabs.Content>
        <Tabs.Content value="withdrawals" className="focus:outline-none">
          {filters.tab === 'withdrawals' ? <RecordsPanel filters={filters} onChange={update} /> : null}
        </Tabs.Content>
        {gamesTab ? (
          <Tabs.Content value="games" className="focus:outline-none">
            {filters.tab === 'games' ? gamesTab : null}
          </Tabs.Content>
        ) : null}
        {cryptoTab ? (
          <Tabs.Content value="crypto" className="focus:outline-none">
            {filters.tab === 'crypto' ? cryptoTab.content : null}
          </Tabs.Content>
        ) : null}
        {transfersTab ? (
          <Tabs.Content value="transfers" className="focus:outline-none">
            {filters.tab === 'transfers' ? transfersTab.content : null}
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </article>
  );
}

function RecordsPanel({
  filters,
  onChange,
}: {
  filters: RecordFilters;
  onChange: (next: Partial<RecordFilters>, options?: { resetPage?: boolean }) => void;
}) {
  const { t, language } = useI18n('finance');
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const reversed = isRangeReversed(filters);
  const request = {
    pageNum: filters.page,
    pageSize: RECORDS_PAGE_SIZE,
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  const isDeposits = filters.tab === 'deposits';
  const deposits = useDepositRecords(
    { ...request, ...(filters.status ? { status: filters.status as TDepositOrder['status'] } : {}) },
    isDeposits && !reversed,
  );
  const withdrawals = useWithdrawalRecords(
    { ...request, ...(filters.status ? { status: filters.status as TWithdrawalOrder['status'] } : {}) },
    !isDeposits && !reversed,
  );
  const query = isDeposits ? deposits : withdrawals;
  const statuses: readonly string[] = isDeposits ? DEPOSIT_STATUSES : WITHDRAWAL_STATUSES;
  const statusKey = (status: string): FinanceKey =>
    isDeposits
      ? `status.deposit.${status as TDepositOrder['status']}`
      : `status.withdrawal.${status as TWithdrawalOrder['status']}`;
  const today = todayIn();
  const total = query.data?.total ?? 0;
  const pages = pageCount(total);
  const idPrefix = `records-${filters.tab}`;
  const rangeErrorId = `${idPrefix}-range-error`;

  function goToPage(page: number) {
    onChange({ page }, { resetPage: false });
    resultsHeading.current?.focus();
  }

  const hasFilters = Boolean(filters.status || filters.from || filters.to);
  return (
    <div className="grid gap-5">
      <form
        className="panel grid grid-cols-2 gap-3 p-4 sm:gap-4 sm:p-5 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
        aria-label={t('finance:records.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="col-span-2 min-w-0 lg:col-span-1">
          <label htmlFor={`${idPrefix}-status`} className={clsx(labelClass, 'mb-1.5')}>
            {t('finance:records.status')}
          </label>
          <div className="relative">
            <select
              id={`${idPrefix}-status`}
              className={clsx(inputClass, 'appearance-none pr-10')}
              value={filters.status ?? ''}
              onChange={(event) => onChange({ status: event.target.value || undefined })}
            >
              <option value="">{t('finance:records.allStatuses')}</option>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {t(`finance:${statusKey(status)}`)}
                </option>
              ))}
            </select>
            <Icon name="chevronDown" className="pointer-events-none absolute top-3 right-3 size-5 text-fg-subtle" />
          </div>
        </div>
        <div className="min-w-0">
          <label htmlFor={`${idPrefix}-from`} className={clsx(labelClass, 'mb-1.5')}>
            {t('finance:records.from')}
          </label>
          <input
            id={`${idPrefix}-from`}
            type="date"
            className={inputClass}
            value={filters.from ?? ''}
            max={today}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor={`${idPrefix}-to`} className={clsx(labelClass, 'mb-1.5')}>
            {t('finance:records.to')}
          </label>
          <input
            id={`${idPrefix}-to`}
            type="date"
            className={inputClass}
            value={filters.to ?? ''}
            max={today}
            aria-invalid={reversed || undefined}
            aria-describedby={reversed ? rangeErrorId : undefined}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
          />
        </div>
        <div className="col-span-2 lg:col-span-1">
          <Button
            variant="ghost"
            className="h-11 w-full lg:w-auto"
            disabled={!hasFilters}
            onClick={() => onChange({ status: undefined, from: undefined, to: undefined })}
          >
            <Icon name="refresh" className="size-4" />
            {t('finance:records.reset')}
          </Button>
        </div>
        {reversed ? (
          <p id={rangeErrorId} role="alert" className="col-span-2 flex items-start gap-1 text-sm text-danger lg:col-span-4">
            <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
            <span>{t('finance:records.rangeError')}</span>
          </p>
        ) : null}
      </form>

      <section aria-labelledby={`${idPrefix}-results`} aria-busy={query.isFetching || undefined}>
        <div className="mb-3 flex items-baseline justify-between gap-3">
          <h2
            id={`${idPrefix}-results`}
            ref={resultsHeading}
            tabIndex={-1}
            className="text-base font-bold text-fg focus:outline-none"
          >
            {t(`finance:records.tabs.${filters.tab as Exclude<RecordTab, 'crypto' | 'transfers'>}`)}
          </h2>
          <p className="text-sm text-fg-subtle" aria-live="polite" data-testid="records-total">
            {query.isSuccess && !reversed ? t('finance:records.total', { total: formatCoins(total, language) }) : ''}
          </p>
        </div>

        {reversed ? null : query.isPending ? (
          <p className="panel p-5 text-sm text-fg-subtle">{t('finance:shared.loading')}</p>
        ) : query.isError ? (
          <div className="panel p-5">
            <p className="text-sm text-fg-subtle">{t('finance:shared.loadFailed')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
              {t('finance:shared.retry')}
            </Button>
          </div>
        ) : total === 0 || query.data.list.length === 0 ? (
          <div className="panel flex flex-col items-center gap-2 p-8 text-center" data-testid="records-empty">
            <Icon name="receipt" className="size-8 text-fg-subtle" />
            <p className="text-sm text-fg-subtle">{t('finance:records.empty')}</p>
          </div>
        ) : isDeposits ? (
          <DepositRows orders={deposits.data?.list ?? []} />
        ) : (
          <WithdrawalRows orders={withdrawals.data?.list ?? []} />
        )}

        {!reversed && query.isSuccess ? <Pager page={filters.page} pages={pages} onPage={goToPage} /> : null}
      </section>
    </div>
  );
}

function DepositRows({ orders }: { orders: TDepositOrder[] }) {
  const { t, language } = useI18n('finance');
  const failure = (order: TDepositOrder) =>
    order.failureReason ? t('finance:shared.reason', { reason: order.failureReason }) : null;
  const columns: Array<RecordColumn<TDepositOrder>> = [
    {
      key: 'date',
      header: t('finance:records.columns.date'),
      className: 'whitespace-nowrap text-fg-muted tabular-nums',
      cell: (order) => formatDateTimeIn(order.createdAt, language),
    },
    {
      key: 'orderSn',
      header: t('finance:records.columns.orderSn'),
      className: 'font-mono text-xs break-all text-fg-muted',
      cell: (order) => order.orderSn,
    },
    {
      key: 'method',
      header: t('finance:records.columns.method'),
      className: 'text-fg',
      cell: (order) => t(`finance:channels.${order.channel}`),
    },
    {
      key: 'amount',
      header: t('finance:records.columns.amount'),
      align: 'end',
      className: 'whitespace-nowrap text-fg tabular-nums',
      cell: (order) => formatMoney(order.amount, order.currency, language),
    },
    {
      key: 'coins',
      header: t('finance:records.columns.coins'),
      align: 'end',
      className: 'whitespace-nowrap text-gold-200 tabular-nums',
      cell: (order) => formatCoins(order.coins, language),
    },
    {
      key: 'status',
      header: t('finance:records.columns.status'),
      cell: (order) => (
        <>
          <StatusBadge view={depositStatusView(order)} />
          {failure(order) ? <p className="mt-1 text-xs text-danger">{failure(order)}</p> : null}
        </>
      ),
    },
  ];
  return (
    <RecordTable
      rows={orders}
      rowKey={(order) => order.orderSn}
      columns={columns}
      testId="records-table"
      listTestId="records-list"
      rowTestId="record-row"
      card={(order) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-lg font-bold text-fg tabular-nums">{formatMoney(order.amount, order.currency, language)}</p>
              <p className="text-sm text-gold-200 tabular-nums">
                {t('finance:shared.coins', { amount: formatCoins(order.coins, language) })}
              </p>
            </div>
            <StatusBadge view={depositStatusView(order)} />
          </div>
          <RecordFields
            fields={[
              { label: t('finance:records.columns.method'), value: t(`finance:channels.${order.channel}`) },
              {
                label: t('finance:records.columns.date'),
                value: formatDateTimeIn(order.createdAt, language),
                className: 'text-fg-muted tabular-nums',
              },
              {
                label: t('finance:records.columns.orderSn'),
                value: order.orderSn,
                className: 'font-mono break-all text-fg-muted',
              },
            ]}
          />
          {failure(order) ? <p className="text-xs text-danger">{failure(order)}</p> : null}
        </>
      )}
    />
  );
}

function WithdrawalRows({ orders }: { orders: TWithdrawalOrder[] }) {
  const { t, language } = useI18n('finance');
  const card = (order: TWithdrawalOrder) => t('finance:shared.cardLabel', { bank: order.bankName, last4: order.cardLast4 });
  const failure = (order: TWithdrawalOrder) =>
    order.status === 'failed' && order.failureReason ? t('finance:shared.reason', { reason: order.failureReason }) : null;
  const columns: Array<RecordColumn<TWithdrawalOrder>> = [
    {
      key: 'date',
      header: t('finance:records.columns.date'),
      className: 'whitespace-nowrap text-fg-muted tabular-nums',
      cell: (order) => formatDateTimeIn(order.createdAt, language),
    },
    {
      key: 'orderSn',
      header: t('finance:records.columns.orderSn'),
      className: 'font-mono text-xs break-all text-fg-muted',
      cell: (order) => order.orderSn,
    },
    { key: 'card', header: t('finance:records.columns.card'), className: 'text-fg', cell: card },
    {
      key: 'coins',
      header: t('finance:records.columns.coins'),
      align: 'end',
      className: 'whitespace-nowrap text-gold-200 tabular-nums',
      cell: (order) => formatCoins(order.amount, language),
    },
    {
      key: 'status',
      header: t('finance:records.columns.status'),
      cell: (order) => (
        <>
          <StatusBadge view={withdrawalStatusView(order)} />
          {failure(order) ? <p className="mt-1 text-xs text-danger">{failure(order)}</p> : null}
          <WithdrawalPaidNote order={order} className="mt-1" />
        </>
      ),
    },
  ];
  return (
    <RecordTable
      rows={orders}
      rowKey={(order) => order.orderSn}
      columns={columns}
      testId="records-table"
      listTestId="records-list"
      rowTestId="record-row"
      card={(order) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 text-lg font-bold text-gold-200 tabular-nums">
              {t('finance:shared.coins', { amount: formatCoins(order.amount, language) })}
            </p>
            <StatusBadge view={withdrawalStatusView(order)} />
          </div>
          <RecordFields
            fields={[
              { label: t('finance:records.columns.card'), value: card(order), className: 'break-words text-fg-muted' },
              {
                label: t('finance:records.columns.date'),
                value: formatDateTimeIn(order.createdAt, language),
                className: 'text-fg-muted tabular-nums',
              },
              {
                label: t('finance:records.columns.orderSn'),
                value: order.orderSn,
                className: 'font-mono break-all text-fg-muted',
              },
            ]}
          />
          {failure(order) ? <p className="text-xs text-danger">{failure(order)}</p> : null}
          <WithdrawalPaidNote order={order} />
        </>
      )}
    />
  );
}
