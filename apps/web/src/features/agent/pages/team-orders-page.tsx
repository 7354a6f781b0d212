import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES, type TPage, type TTeamRecharge, type TTeamWithdrawal } from '@amigo/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import { inputClass, labelClass } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { formatDateTimeIn } from '../../../lib/format/tokyo-date.ts';
import { useMediaQuery } from '../../../lib/hooks/use-media-query.ts';
import { useAgentTranslation, type AgentKey } from '../agent-translation.ts';
import { useTeamRecharges } from '../api/list-team-recharges.ts';
import { useTeamWithdrawals } from '../api/list-team-withdrawals.ts';
import { AgentBoundary } from '../components/agent-boundary.tsx';
import { AgentGate } from '../components/agent-gate.tsx';
import { ListFilters } from '../components/list-filters.tsx';
import { AGENT_PAGE_SIZE, useListParams, type ListParams } from '../components/list-params.ts';
import { Pager } from '../components/pager.tsx';
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
  const { at, language } = useAgentTranslation();
  const { list, update, reversed } = useListParams();
  const wide = useMediaQuery('(min-width: 1024px)');
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
  const statusLabel = (value: string) => at(`${kind}.status.${value}` as AgentKey);
  const doneLabel = kind === 'recharge' ? at('recharge.paidAt') : at('withdraw.completedAt');

  return (
    <article className="grid gap-6">
      <PageHeading title={title} icon={kind === 'recharge' ? 'wallet' : 'withdraw'}>
        <p>{at(`${kind}.lead`)}</p>
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
                    {at('shared.total', { total: formatCoins(page.total, language) })}
                  </p>
                </div>
                {rows.length === 0 ? (
                  <p className="panel p-6 text-center text-sm text-fg-subtle">{at('shared.empty')}</p>
                ) : wide ? (
                  <div className="panel overflow-x-auto">
                    <table className="w-full text-sm" data-testid="agent-orders-table">
                      <thead className="border-b border-line bg-night-900/50">
                        <tr>
                          {[at('shared.date'), at('shared.username'), at('shared.orderSn')].map((label) => (
                            <th key={label} scope="col" className="px-3 py-3 text-left text-xs font-semibold text-fg-subtle">
                              {label}
                            </th>
                          ))}
                          <th scope="col" className="px-3 py-3 text-right text-xs font-semibold text-fg-subtle">
                            {at('recharge.coins')}
                          </th>
                          <th scope="col" className="px-3 py-3 text-left text-xs font-semibold text-fg-subtle">
                            {at('shared.status')}
                          </th>
                          <th scope="col" className="px-3 py-3 text-left text-xs font-semibold text-fg-subtle">
                            {doneLabel}
                          </th>
                        </tr>
                      </thead>
                      <tbody className="divide-y divide-line/60">
                        {rows.map((row) => (
                          <tr key={row.orderSn} data-testid="agent-order-row">
                            <td className="px-3 py-3 whitespace-nowrap text-fg-muted tabular-nums">
                              {formatDateTimeIn(row.createdAt, language)}
                            </td>
                            <td className="px-3 py-3 font-semibold break-all text-fg">{row.username}</td>
                            <td className="px-3 py-3 font-mono text-xs break-all text-fg-muted">{row.orderSn}</td>
                            <td className="px-3 py-3 text-right text-gold-200 tabular-nums">
                              {formatCoins(row.coins, language)}
                            </td>
                            <td className="px-3 py-3 text-fg">{statusLabel(row.status)}</td>
                            <td className="px-3 py-3 whitespace-nowrap text-fg-muted tabular-nums">
                              {formatDateTimeIn(row.doneAt, language)}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                ) : (
                  <ul className="grid gap-3" data-testid="agent-orders-list">
                    {rows.map((row) => (
                      <li key={row.orderSn} className="panel grid gap-2 p-4" data-testid="agent-order-row">
                        <div className="flex items-start justify-between gap-3">
                          <p className="min-w-0 font-semibold break-all text-fg">{row.username}</p>
                          <p className="text-lg font-bold text-gold-200 tabular-nums">{formatCoins(row.coins, language)}</p>
                        </div>
                        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
                          <dt className="text-fg-subtle">{at('shared.status')}</dt>
                          <dd className="text-fg">{statusLabel(row.status)}</dd>
                          <dt className="text-fg-subtle">{at('shared.date')}</dt>
                          <dd className="text-fg-muted tabular-nums">{formatDateTimeIn(row.createdAt, language)}</dd>
                          <dt className="text-fg-subtle">{doneLabel}</dt>
                          <dd className="text-fg-muted tabular-nums">{formatDateTimeIn(row.doneAt, language)}</dd>
                          <dt className="text-fg-subtle">{at('shared.orderSn')}</dt>
                          <dd className="font-mono break-all text-fg-muted">{row.orderSn}</dd>
                        </dl>
                      </li>
                    ))}
                  </ul>
                )}
                <Pager page={list.page} total={page.total} onPage={(next) => update({ page: next })} />
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
  const { at } = useAgentTranslation();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={clsx(labelClass, 'mb-1.5')}>
        {at('shared.status')}
      </label>
      <div className="relative">
        <select
          id={id}
          className={clsx(inputClass, 'appearance-none pr-10')}
          value={list.status}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">{at('shared.allStatuses')}</option>
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
