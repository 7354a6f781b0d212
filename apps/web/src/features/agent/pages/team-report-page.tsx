import type { TMemberFigures, TSubMemberReport, TTeamReport } from '@amigo/contract';
import clsx from 'clsx';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons/icon.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { RecordFields, RecordTable, type RecordColumn } from '../../../components/record-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { type AgentKey } from '../agent-translation.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useTeamReport } from '../api/get-team-report.ts';
import { useMemberReports } from '../api/list-member-reports.ts';
import { AgentBoundary } from '../components/agent-boundary.tsx';
import { AgentGate } from '../components/agent-gate.tsx';
import { ListFilters } from '../components/list-filters.tsx';
import { AGENT_PAGE_SIZE, pageCount, useListParams } from '../components/list-params.ts';
import { QueryState } from '../components/query-state.tsx';

export interface TeamReportProps {
  title: string;
  /** A sub-agent's id from /agent/team-report/:userId; the caller's own team without one. */
  userId: string | undefined;
  /** The report of a sub-agent, or the caller's own one for null. */
  reportPath: (userId: string | null) => string;
}

/** /agent/team-report/:userId?: team totals over a date range, then one row per direct subordinate. */
export function TeamReportPage(props: TeamReportProps) {
  return (
    <AgentBoundary>
      <AgentGate>
        <Report {...props} />
      </AgentGate>
    </AgentBoundary>
  );
}

const TOTALS: Array<keyof TTeamReport['figures']> = [
  'registrations',
  'activeUsers',
  'rechargeCount',
  'rechargeAmount',
  'withdrawCount',
  'withdrawAmount',
  'betCount',
  'betAmount',
  'winAmount',
  'profitLoss',
  'rebatePoints',
  'giftAmount',
  'transferToMembers',
  'transferFromMembers',
];
const ROW_FIGURES: Array<keyof TMemberFigures> = [
  'rechargeAmount',
  'withdrawAmount',
  'betCount',
  'betAmount',
  'winAmount',
  'profitLoss',
];

function Report({ title, userId, reportPath }: TeamReportProps) {
  const { t, language } = useI18n('agent');
  const { list, update, reversed } = useListParams();
  const range = { from: list.from, to: list.to, ...(userId ? { userId } : {}) };
  const report = useTeamReport(range, !reversed);
  const rows = useMemberReports(
    { ...range, pageNum: list.page, pageSize: AGENT_PAGE_SIZE, ...(list.account ? { account: list.account } : {}) },
    !reversed,
  );
  const coins = (value: number) => formatCoins(value, language);

  return (
    <article className="grid gap-6">
      <PageHeading title={title} icon="chart">
        <p>{t('agent:report.lead')}</p>
      </PageHeading>
      {userId ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button asChild variant="ghost" size="sm">
            <Link to={reportPath(null)}>
              <Icon name="arrowLeft" className="size-4" />
              {t('agent:report.back')}
            </Link>
          </Button>
        </div>
      ) : null}
      <ListFilters id="agent-report" list={list} reversed={reversed} onChange={update} />
      {reversed ? null : (
        <QueryState query={report}>
          {(data) => (
            <section
              className="panel p-5 sm:p-6"
              aria-labelledby="agent-report-totals"
              aria-busy={report.isFetching || undefined}
            >
              <h2 id="agent-report-totals" className="text-base font-bold text-fg">
                {userId ? t('agent:report.teamOf', { name: data.teamName }) : t('agent:report.totals')}
              </h2>
              <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="agent-report-totals">
                {[
                  ['teamSize', data.teamSize] as const,
                  ['teamBalance', data.teamBalance] as const,
                  ...TOTALS.map((key) => [key, data.figures[key]] as const),
                ].map(([key, value]) => (
                  <div key={key} className="min-w-0 rounded-xl bg-night-900/60 px-3 py-2.5" data-testid={`agent-total-${key}`}>
                    <dt className="text-xs text-fg-subtle">{t(`agent:report.figures.${key}` as `agent:${AgentKey}`)}</dt>
                    <dd
                      className={clsx(
                        'mt-0.5 truncate text-lg font-bold tabular-nums',
                        key === 'profitLoss' && value < 0 ? 'text-danger' : 'text-fg',
                      )}
                    >
                      {coins(value)}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </QueryState>
      )}
      {reversed ? null : (
        <section aria-labelledby="agent-report-members">
          <h2 id="agent-report-members" className="text-lg font-bold text-fg">
            {t('agent:report.members')}
          </h2>
          <p className="mt-1 mb-3 text-sm text-fg-subtle">{t('agent:report.membersHint')}</p>
          <QueryState query={rows}>
            {(page) =>
              page.list.length === 0 ? (
                <p className="panel p-6 text-center text-sm text-fg-subtle">{t('agent:shared.empty')}</p>
              ) : (
                <div aria-busy={rows.isFetching || undefined}>
                  <MemberRows rows={page.list} reportPath={reportPath} />
                  <Pager
                    page={list.page}
                    pages={pageCount(page.total)}
                    onPage={(next) => update({ page: next })}
                    label={t('agent:shared.pagination')}
                  />
                </div>
              )
            }
          </QueryState>
        </section>
      )}
    </article>
  );
}

function NameCell({ row, reportPath }: { row: TSubMemberReport; reportPath: TeamReportProps['reportPath'] }) {
  const { t } = useI18n('agent');
  if (!row.isAgent) return <span className="font-semibold break-all text-fg">{row.username}</span>;
  return (
    <Link
      to={reportPath(row.userId)}
      className="inline-flex items-center gap-1.5 font-semibold break-all text-violet-400 underline-offset-2 hover:underline"
      aria-label={t('agent:report.drill', { name: row.username })}
      data-testid="agent-report-drill"
    >
      {row.username}
      <span className="rounded-full bg-violet-500/25 px-2 py-0.5 text-xs font-medium">
        {t('agent:members.teamSize', { count: row.teamSize })}
      </span>
    </Link>
  );
}

function MemberRows({ rows, reportPath }: { rows: TSubMemberReport[]; reportPath: TeamReportProps['reportPath'] }) {
  const { t, language } = useI18n('agent');
  const tone = (row: TSubMemberReport, key: keyof TMemberFigures) =>
    key === 'profitLoss' && row[key] < 0 ? 'text-danger' : 'text-fg';
  const columns: Array<RecordColumn<TSubMemberReport>> = [
    {
      key: 'username',
      header: t('agent:shared.username'),
      rowHeader: true,
      cell: (row) => <NameCell row={row} reportPath={reportPath} />,
    },
    ...ROW_FIGURES.map((key): RecordColumn<TSubMemberReport> => ({
      key,
      header: t(`agent:report.figures.${key}`),
      align: 'end',
      className: 'tabular-nums',
      cell: (row) => <span className={tone(row, key)}>{formatCoins(row[key], language)}</span>,
    })),
  ];
  return (
    <RecordTable
      rows={rows}
      rowKey={(row) => row.userId}
      columns={columns}
      density="snug"
      verticalAlign="middle"
      testId="agent-report-table"
      listTestId="agent-report-list"
      rowTestId="agent-report-row"
      card={(row) => (
        <>
          <NameCell row={row} reportPath={reportPath} />
          <RecordFields
            layout="end"
            fields={ROW_FIGURES.map((key) => ({
              label: t(`agent:report.figures.${key}`),
              value: formatCoins(row[key], language),
              className: clsx('tabular-nums', tone(row, key)),
            }))}
          />
        </>
      )}
    />
  );
}
