import type { TAgentFigures, TDayFigures } from '@amigo/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CsvButton } from '../../../components/csv-button.tsx';
import { cellClass, Empty, ErrorNote, Loading, Page, PageHeader, Table } from '../../../components/ui.tsx';
import { formatCoins } from '../../../lib/format.ts';
import { useDashboard } from '../api/get-dashboard.ts';

// Recharts is large: it loads with the charts, after the figures are on screen.
const TrendCharts = lazy(() => import('../components/trend-charts.tsx'));

const FIGURES = [
  'registrations',
  'ftdCount',
  'ftdAmount',
  'deposits',
  'withdrawals',
  'bets',
  'wins',
  'ggr',
  'bonuses',
  'rebates',
  'ngr',
  'activePlayers',
] as const satisfies readonly (keyof TDayFigures)[];

/** Each queue's size links to the queue itself. */
const QUEUES = {
  kyc: '/kyc',
  withdrawals: '/withdrawals',
  cryptoWithdrawals: '/withdrawals?view=crypto',
  deposits: '/deposits',
  refunds: '/deposits?view=refunds',
  heldChainDeposits: '/deposits?view=chain',
  agentApplications: '/agent-applications',
  riskAlerts: '/risk',
  adjustments: '/members',
} as const;

const AGENT_COLUMNS = [
  'members',
  'registrations',
  'ftdCount',
  'ftdAmount',
  'deposits',
  'withdrawals',
  'ggr',
  'activePlayers',
] as const satisfies readonly (keyof TAgentFigures)[];

export function DashboardPage() {
  const { t } = useTranslation();
  const query = useDashboard();
  return (
    <Page>
      <PageHeader title={t('sections.dashboard.title')} description={t('dashboard.intro')} />
      <ErrorNote error={query.error} />
      {query.isPending ? <Loading /> : null}
      {query.data ? (
        <>
          <section aria-labelledby="today-heading" className="flex flex-col gap-2">
            <h2 id="today-heading" className="text-base font-semibold text-slate-900">
              {t('dashboard.today', { day: query.data.today.day })}
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
              {FIGURES.map((key) => (
                <div key={key} className="rounded-lg border border-slate-200 bg-white p-3">
                  <dt className="text-xs text-slate-600">{t(`dashboard.figures.${key}`)}</dt>
                  <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">{formatCoins(query.data.today[key])}</dd>
                </div>
              ))}
              <div className="rounded-lg border border-blue-200 bg-blue-50 p-3">
                <dt className="text-xs text-slate-700">{t('dashboard.liability')}</dt>
                <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">{formatCoins(query.data.liability)}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="queues-heading" className="flex flex-col gap-2">
            <h2 id="queues-heading" className="text-base font-semibold text-slate-900">
              {t('dashboard.queues')}
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {(Object.keys(QUEUES) as (keyof typeof QUEUES)[]).map((key) => (
                <div key={key} className="rounded-lg border border-slate-200 bg-white p-3">
                  <dt className="text-xs text-slate-600">{t(`dashboard.queue.${key}`)}</dt>
                  <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">
                    <Link
                      to={QUEUES[key]}
                      className="text-blue-800 underline"
                      aria-label={t('dashboard.openQueue', { queue: t(`dashboard.queue.${key}`), count: query.data.queues[key] })}
                    >
                      {query.data.queues[key]}
                    </Link>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="trend-heading" className="flex flex-col gap-2">
            <h2 id="trend-heading" className="text-base font-semibold text-slate-900">
              {t('dashboard.trend')}
            </h2>
            <Suspense fallback={<Loading />}>
              <TrendCharts days={query.data.days} />
            </Suspense>
          </section>
          <DailyReport days={query.data.days} />
          <AgentReport agents={query.data.agents} />
        </>
      ) : null}
    </Page>
  );
}

/** The 30 days as a table, newest first, and as CSV. */
function DailyReport({ days }: { days: TDayFigures[] }) {
  const { t } = useTranslation();
  const head = [t('dashboard.day'), ...FIGURES.map((key) => t(`dashboard.figures.${key}`))];
  const rows = [...days].reverse();
  return (
    <section aria-labelledby="daily-heading" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="daily-heading" className="text-base font-semibold text-slate-900">
          {t('dashboard.daily')}
        </h2>
        <CsvButton
          filename={`daily-${rows[0]?.day ?? 'report'}.csv`}
          label={t('dashboard.daily')}
          head={head}
          rows={rows.map((day) => [day.day, ...FIGURES.map((key) => day[key])])}
        />
      </div>
      <Table caption={t('dashboard.daily')} head={head}>
        {rows.map((day) => (
          <tr key={day.day}>
            <td className={`${cellClass} whitespace-nowrap`}>{day.day}</td>
            {FIGURES.map((key) => (
              <td key={key} className={`${cellClass} text-right tabular-nums`}>
                {formatCoins(day[key])}
              </td>
            ))}
          </tr>
        ))}
      </Table>
    </section>
  );
}

/** Each agent's direct members over the 30 days, and as CSV. */
function AgentReport({ agents }: { agents: TAgentFigures[] }) {
  const { t } = useTranslation();
  const head = [
    t('dashboard.agent'),
    t('dashboard.agentCode'),
    ...AGENT_COLUMNS.map((key) => t(`dashboard.agentFigures.${key}`)),
  ];
  return (
    <section aria-labelledby="agents-heading" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="agents-heading" className="text-base font-semibold text-slate-900">
          {t('dashboard.agents')}
        </h2>
        {agents.length > 0 ? (
          <CsvButton
            filename="agents-30-days.csv"
            label={t('dashboard.agents')}
            head={head}
            rows={agents.map((a) => [a.username, a.agentCode, ...AGENT_COLUMNS.map((key) => a[key])])}
          />
        ) : null}
      </div>
      {agents.length === 0 ? (
        <Empty>{t('dashboard.noAgents')}</Empty>
      ) : (
        <Table caption={t('dashboard.agents')} head={head}>
          {agents.map((agent) => (
            <tr key={agent.userId}>
              <td className={cellClass}>
                <Link to={`/members/${agent.userId}`} className="text-blue-800 underline">
                  {agent.username}
                </Link>
              </td>
              <td className={`${cellClass} font-mono text-xs`}>{agent.agentCode ?? '—'}</td>
              {AGENT_COLUMNS.map((key) => (
                <td key={key} className={`${cellClass} text-right tabular-nums`}>
                  {formatCoins(agent[key])}
                </td>
              ))}
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}
