import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES, type TPage, type TTeamRecharge, type TTeamWithdrawal } from '@amigo/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import { inputClass, labelClass } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { RecordFields, RecordTable, type RecordColumn } from '../../../components/record-table.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { formatDateTimeIn } from '../../../lib/format/tokyo-date.ts';
import { type AgentKey } from '../agent-translation.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useTeamRecharges } from '../api/list-team-recharges.ts';
import { useTeamWithdrawals } from '../api/list-team-withdrawals.ts';
import { AgentBoundary } from '../components/agent-boundary.tsx';
import { AgentGate } from '../components/agent-gate.tsx';
import { ListFilters } from '../components/list-filters.tsx';
import { AGENT_PAGE_SIZE, pageCount, useListParams, type ListParams } from '../components/list-params.ts';
import { QueryState } from '../components/query-state.tsx';

type Kind = 'recharge' | 'withdraw';

/** /agent/team-recharge and /agent/team-withdraw: the team's deposit orders or withdrawals, by day, status and name. */
export function TeamOrdersPage({ kind, title }: { kind: Kind; title: string }) {
  return (
    <AgentBoundary>
      <AgentGate>
        <Orders kind={kind} title={title} />
      </AgentGate>
    </AgentBoundary>
  );
}

interface Row {
  orderSn: string;
  username: string;
  coins: number;
  status: string;
  createdAt: string;
  doneAt: string | null;
}

function toRows(kind: Kind, list: Array<TTeamRecharge | TTeamWithdrawal>): Row[] {
  return list.map((order) =>
    kind === 'recharge'
      ? { ...order, coins: (order as TTeamRecharge).coins, doneAt: (order as TTeamRecharge).paidAt }
      : { ...order, coins: order.amount, doneAt: (order as TTeamWithdrawal).completedAt },
  );
}

function Orders({ kind, title }: { kind: Kind; title: string }) {
  const { t, language } = useI18n('agent');
  const { list, update, reversed } = useListParams();
  const statuses: readonly string[] = kind === 'recharge' ? DEPOSIT_STATUSES : WITHDRAWAL_STATUSES;
  const status = statuses.includes(list.status) ? list.status : undefined;
  const request = {
    from: list.from,
    to: list.to,
    pageNum: list.page,
    pageSize: AGENT_PAGE_SIZE,
    ...(list.account ? { account: list.account } : {}),
  };
  const recharges = useTeamRecharges(
    { ...request, ...(status ? { status: status as TTeamRecharge['status'] } : {}) },
    kind === 'recharge' && !reversed,
  );
  const withdrawals = useTeamWithdrawals(
    { ...request, ...(status ? { status: status as TTeamWithdrawal['status'] } : {}) },
    kind === 'withdraw' && !reversed,
  );
  const query: UseQueryResult<TPage<TTeamRecharge | TTeamWithdrawal>> = kind === 'recharge' ? recharges : withdrawals;
  const statusLabel = (value: string) => t(`agent:${kind}.status.${value}` as `agent:${AgentKey}`);
  const doneLabel = kind === 'recharge' ? t('agent:recharge.paidAt') : t('agent:withdraw.completedAt');
  const columns: Array<RecordColumn<Row>> = [
    {
      key: 'date',
      header: t('agent:shared.date'),
      className: 'whitespace-nowrap text-fg-muted tabular-nums',
      cell: (row) => formatDateTimeIn(row.createdAt, language),
    },
    {
      key: 'username',
      header: t('agent:shared.username'),
      className: 'font-semibold break-all text-fg',
      cell: (row) => row.username,
    },
    {
      key: 'orderSn',
      header: t('agent:shared.orderSn'),
      className: 'font-mono text-xs break-all text-fg-muted',
      cell: (row) => row.orderSn,
    },
    {
      key: 'coins',
      header: t('agent:recharge.coins'),
      align: 'end',
      className: 'text-gold-200 tabular-nums',
      cell: (row) => formatCoins(row.coins, language),
    },
    { key: 'status', header: t('agent:shared.status'), className: 'text-fg', cell: (row) => statusLabel(row.status) },
    {
      key: 'doneAt',
      header: doneLabel,
      className: 'whitespace-nowrap text-fg-muted tabular-nums',
      cell: (row) => formatDateTimeIn(row.doneAt, language),
    },
  ];

  return (
    <article className="grid gap-6">
      <PageHeading title={title} icon={kind === 'recharge' ? 'wallet' : 'withdraw'}>
        <p>{t(`agent:${kind}.lead`)}</p>
      </PageHeading>
      <ListFilters id={`agent-${kind}`} list={list} reversed={reversed} onChange={update}>
        <StatusSelect id={`agent-${kind}-status`} statuses={statuses} list={list} label={statusLabel} onChange={update} />
      </ListFilters>
      {reversed ? null : (
        <QueryState query={query}>
          {(page) => {
            const rows = toRows(kind, page.list);
            return (
              <section aria-labelledby={`agent-${kind}-results`} aria-busy={query.isFetching || undefined}>
                <div className="mb-3 flex items-baseline justify-between gap-3">
                  <h2 id={`agent-${kind}-results`} className="text-base font-bold text-fg">
                    {title}
                  </h2>
                  <p className="text-sm text-fg-subtle" aria-live="polite">
                    {t('agent:shared.total', { total: formatCoins(page.total, language) })}
                  </p>
                </div>
                {rows.length === 0 ? (
                  <p className="panel p-6 text-center text-sm text-fg-subtle">{t('agent:shared.empty')}</p>
                ) : (
                  <RecordTable
                    rows={rows}
                    rowKey={(row) => row.orderSn}
                    columns={columns}
                    density="snug"
                    verticalAlign="middle"
                    testId="agent-orders-table"
                    listTestId="agent-orders-list"
                    rowTestId="agent-order-row"
                    card={(row) => (
                      <>
                        <div className="flex items-start justify-between gap-3">
                          <p className="min-w-0 font-semibold break-all text-fg">{row.username}</p>
                          <p className="text-lg font-bold text-gold-200 tabular-nums">{formatCoins(row.coins, language)}</p>
                        </div>
                        <RecordFields
                          fields={[
                            { label: t('agent:shared.status'), value: statusLabel(row.status), className: 'text-fg' },
                            {
                              label: t('agent:shared.date'),
                              value: formatDateTimeIn(row.createdAt, language),
                              className: 'text-fg-muted tabular-nums',
                            },
                            {
                              label: doneLabel,
                              value: formatDateTimeIn(row.doneAt, language),
                              className: 'text-fg-muted tabular-nums',
                            },
                            {
                              label: t('agent:shared.orderSn'),
                              value: row.orderSn,
                              className: 'font-mono break-all text-fg-muted',
                            },
                          ]}
                        />
                      </>
                    )}
                  />
                )}
                <Pager
                  page={list.page}
                  pages={pageCount(page.total)}
                  onPage={(next) => update({ page: next })}
                  label={t('agent:shared.pagination')}
                />
              </section>
            );
          }}
        </QueryState>
      )}
    </article>
  );
}

function StatusSelect({
  id,
  statuses,
  list,
  label,
  onChange,
}: {
  id: string;
  statuses: readonly string[];
  list: ListParams;
  label: (status: string) => string;
  onChange: (next: Partial<ListParams>) => void;
}) {
  const { t } = useI18n('agent');
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={clsx(labelClass, 'mb-1.5')}>
        {t('agent:shared.status')}
      </label>
      <div className="relative">
        <select
          id={id}
          className={clsx(inputClass, 'appearance-none pr-10')}
          value={list.status}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">{t('agent:shared.allStatuses')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {label(status)}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" className="pointer-events-none absolute top-3 right-3 size-5 text-fg-subtle" />
      </div>
    </div>
  );
}
