import type { TAgentOverview, TTeamFigures } from '@amigo/contract';
import { formatCoins } from '../../../lib/format/money.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useAgentOverview } from '../api/get-overview.ts';
import { QueryState } from './query-state.tsx';

/** The agent centre's head: who the team is and what it holds now, then today's and this month's key figures. */
export function OverviewPanel() {
  const overview = useAgentOverview();
  return <QueryState query={overview}>{(data) => <Overview data={data} />}</QueryState>;
}

function Overview({ data }: { data: TAgentOverview }) {
  const { t, language } = useI18n('agent');
  const coins = (value: number) => formatCoins(value, language);
  const stats = [
    { label: t('agent:overview.teamName'), value: data.teamName },
    { label: t('agent:overview.teamSize'), value: coins(data.teamSize) },
    { label: t('agent:overview.direct'), value: coins(data.directCount) },
    { label: t('agent:overview.subAgents'), value: coins(data.subAgentCount) },
    { label: t('agent:overview.teamBalance'), value: coins(data.teamBalance) },
    { label: t('agent:overview.balance'), value: coins(data.balance), testId: 'agent-balance' },
  ];
  return (
    <section className="panel p-5 sm:p-6" aria-labelledby="agent-overview-title" data-testid="agent-overview">
      <h2 id="agent-overview-title" className="text-base font-bold text-fg">
        {t('agent:overview.title')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {stats.map((stat) => (
          <div key={stat.label} className="min-w-0 rounded-xl bg-night-900/60 px-3 py-2.5">
            <dt className="text-xs text-fg-subtle">{stat.label}</dt>
            <dd className="mt-0.5 truncate text-lg font-bold text-fg tabular-nums" data-testid={stat.testId}>
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <PeriodFigures title={t('agent:overview.today')} figures={data.today} />
        <PeriodFigures title={t('agent:overview.month')} figures={data.month} />
      </div>
    </section>
  );
}

function PeriodFigures({ title, figures }: { title: string; figures: TTeamFigures }) {
  const { t, language } = useI18n('agent');
  const rows = [
    [t('agent:overview.registrations'), figures.registrations],
    [t('agent:overview.active'), figures.activeUsers],
    [t('agent:overview.recharge'), figures.rechargeAmount],
    [t('agent:overview.bet'), figures.betAmount],
    [t('agent:overview.rebate'), figures.rebatePoints],
  ] as const;
  return (
    <div className="rounded-xl border border-line/70 p-3">
      <h3 className="text-sm font-semibold text-gold-200">{title}</h3>
      <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fg-subtle">{label}</dt>
            <dd className="text-right text-fg tabular-nums">{formatCoins(value, language)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
