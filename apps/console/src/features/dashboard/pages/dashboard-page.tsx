import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote, Loading, Page, PageHeader } from '../../../components/ui.tsx';
import { formatCoins } from '../../../lib/format.ts';
import { useDashboard } from '../api/get-dashboard.ts';

// Recharts is large: it loads with the charts, after the figures are on screen.
const TrendCharts = lazy(() => import('../components/trend-charts.tsx'));

const FIGURES = ['registrations', 'deposits', 'withdrawals', 'bets', 'wins', 'ggr', 'activePlayers'] as const;
const QUEUES = [
  'kyc',
  'withdrawals',
  'cryptoWithdrawals',
  'deposits',
  'refunds',
  'heldChainDeposits',
  'agentApplications',
  'adjustments',
] as const;

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
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
              {FIGURES.map((key) => (
                <div key={key} className="rounded-lg border border-slate-200 bg-white p-3">
                  <dt className="text-xs text-slate-600">{t(`dashboard.figures.${key}`)}</dt>
                  <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">{formatCoins(query.data.today[key])}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="queues-heading" className="flex flex-col gap-2">
            <h2 id="queues-heading" className="text-base font-semibold text-slate-900">
              {t('dashboard.queues')}
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {QUEUES.map((key) => (
                <div key={key} className="rounded-lg border border-slate-200 bg-white p-3">
                  <dt className="text-xs text-slate-600">{t(`dashboard.queue.${key}`)}</dt>
                  <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">{query.data.queues[key]}</dd>
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
        </>
      ) : null}
    </Page>
  );
}
