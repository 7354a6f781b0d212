import type { TCommissionStatement, TFunnelRow, TRebatePayout } from '@amigo/contract';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons/icon.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { RecordFields, RecordTable, type RecordColumn } from '../../../components/record-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { formatDateTimeIn } from '../../../lib/format/tokyo-date.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { allMemberReports, useAgentFunnel, useCommissionStatements, useRebatePayouts } from '../api/affiliate-centre.ts';
import { AgentBoundary } from '../components/agent-boundary.tsx';
import { DailyChart, FunnelChart } from '../components/affiliate-charts.tsx';
import { AgentGate } from '../components/agent-gate.tsx';
import { ListFilters } from '../components/list-filters.tsx';
import { AGENT_PAGE_SIZE, pageCount, useListParams } from '../components/list-params.ts';
import { QueryState } from '../components/query-state.tsx';
import { downloadCsv } from '../csv.ts';

export interface AffiliateCentreProps {
  title: string;
  /** The team report (per-member figures). */
  reportPath: string;
}

/**
 * /agent/affiliate-centre (issue 21): the agent's links as a funnel (clicks → visits →
 * registrations → first deposits) and per day, per campaign sub-ID, commission statements per
 * day or month with what they were computed from, the payout history, and CSV exports.
 */
export function AffiliateCentrePage(props: AffiliateCentreProps) {
  return (
    <AgentBoundary>
      <AgentGate>
        <AffiliateCentre {...props} />
      </AgentGate>
    </AgentBoundary>
  );
}

function AffiliateCentre({ title, reportPath }: AffiliateCentreProps) {
  const { t } = useI18n('agent');
  const { list, update, reversed } = useListParams();
  const range = { from: list.from, to: list.to };
  return (
    <article className="grid gap-6">
      <PageHeading title={title} icon="chart">
        <p>{t('agent:affiliate.lead')}</p>
      </PageHeading>
      <ListFilters id="affiliate" list={list} reversed={reversed} onChange={update} search={false} />
      {reversed ? null : (
        <>
          <FunnelSection range={range} />
          <StatementsSection range={range} />
          <PayoutsSection range={range} page={list.page} onPage={(page) => update({ page })} />
          <MembersSection range={range} reportPath={reportPath} />
        </>
      )}
    </article>
  );
}

function Section({
  id,
  title,
  hint,
  action,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="panel grid gap-4 p-5 sm:p-6" aria-labelledby={id} data-testid={id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-base font-bold text-fg">
            {title}
          </h2>
          {hint ? <p className="mt-1 text-sm text-fg-subtle">{hint}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

function CsvButton({ onClick, label, testId }: { onClick: () => void; label: string; testId: string }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} data-testid={testId}>
      <Icon name="download" className="size-4" />
      {label}
    </Button>
  );
}

const FUNNEL_COLUMNS = ['clicks', 'visits', 'registrations', 'ftdCount', 'ftdAmount', 'betAmount'] as const;

function FunnelSection({ range }: { range: { from: string; to: string } }) {
  const { t, language } = useI18n('agent');
  const funnel = useAgentFunnel(range, true);
  const coins = (value: number) => formatCoins(value, language);
  const campaignName = (row: TFunnelRow) => row.campaign || t('agent:affiliate.campaigns.none');
  const columns: Array<RecordColumn<TFunnelRow>> = [
    {
      key: 'campaign',
      header: t('agent:affiliate.campaigns.campaign'),
      rowHeader: true,
      className: 'font-semibold break-all text-fg',
      cell: campaignName,
    },
    ...FUNNEL_COLUMNS.map((key): RecordColumn<TFunnelRow> => ({
      key,
      header: t(`agent:affiliate.columns.${key}`),
      align: 'end',
      className: 'tabular-nums text-fg',
      cell: (row) => coins(row[key]),
    })),
  ];
  function exportCampaigns(rows: TFunnelRow[]) {
    downloadCsv(`campaigns-${range.from}-${range.to}.csv`, [
      ['campaign', ...FUNNEL_COLUMNS],
      ...rows.map((row) => [row.campaign, ...FUNNEL_COLUMNS.map((key) => row[key])]),
    ]);
  }
  return (
    <QueryState query={funnel}>
      {(data) => (
        <>
          <Section
            id="affiliate-funnel-section"
            title={t('agent:affiliate.funnel.title')}
            hint={t('agent:affiliate.funnel.hint')}
          >
            <div className="grid gap-6 lg:grid-cols-2">
              <FunnelChart
                rateLabel={(rate) => t('agent:affiliate.funnel.rate', { rate })}
                stages={[
                  {
                    key: 'clicks',
                    label: t('agent:affiliate.columns.clicks'),
                    value: data.total.clicks,
                    text: coins(data.total.clicks),
                  },
                  {
                    key: 'visits',
                    label: t('agent:affiliate.columns.visits'),
                    value: data.total.visits,
                    text: coins(data.total.visits),
                  },
                  {
                    key: 'registrations',
                    label: t('agent:affiliate.columns.registrations'),
                    value: data.total.registrations,
                    text: coins(data.total.registrations),
                  },
                  {
                    key: 'ftd',
                    label: t('agent:affiliate.columns.ftdCount'),
                    value: data.total.ftdCount,
                    text: coins(data.total.ftdCount),
                  },
                ]}
              />
              {data.days.length === 0 ? (
                <p className="self-center text-center text-sm text-fg-subtle">{t('agent:affiliate.daily.empty')}</p>
              ) : (
                <DailyChart
                  label={t('agent:affiliate.daily.title')}
                  barsLabel={t('agent:affiliate.columns.clicks')}
                  lineLabel={t('agent:affiliate.columns.registrations')}
                  points={data.days.map((day) => ({ day: day.day, bars: day.clicks, line: day.registrations }))}
                />
              )}
            </div>
            <p className="text-xs text-fg-subtle">
              {t('agent:affiliate.funnel.ftdAmount', { amount: coins(data.total.ftdAmount) })}
            </p>
          </Section>
          <Section
            id="affiliate-campaigns"
            title={t('agent:affiliate.campaigns.title')}
            hint={t('agent:affiliate.campaigns.hint')}
            action={
              data.campaigns.length > 0 ? (
                <CsvButton
                  label={t('agent:affiliate.csv')}
                  onClick={() => exportCampaigns(data.campaigns)}
                  testId="affiliate-campaigns-csv"
                />
              ) : null
            }
          >
            {data.campaigns.length === 0 ? (
              <p className="text-sm text-fg-subtle">{t('agent:shared.empty')}</p>
            ) : (
              <RecordTable
                rows={data.campaigns}
                rowKey={(row) => row.campaign}
                columns={columns}
                density="snug"
                testId="affiliate-campaigns-table"
                listTestId="affiliate-campaigns-list"
                rowTestId="affiliate-campaign-row"
                card={(row) => (
                  <>
                    <p className="font-semibold break-all text-fg">{campaignName(row)}</p>
                    <RecordFields
                      layout="end"
                      fields={FUNNEL_COLUMNS.map((key) => ({
                        label: t(`agent:affiliate.columns.${key}`),
                        value: coins(row[key]),
                        className: 'tabular-nums text-fg',
                      }))}
                    />
                  </>
                )}
              />
            )}
          </Section>
        </>
      )}
    </QueryState>
  );
}

function StatementsSection({ range }: { range: { from: string; to: string } }) {
  const { t, language } = useI18n('agent');
  const [period, setPeriod] = useState<'day' | 'month'>('month');
  const statements = useCommissionStatements({ ...range, period }, true);
  const coins = (value: number) => formatCoins(value, language);
  const levels = (row: TCommissionStatement) =>
    row.levelBets
      .map((bet, index) => t('agent:affiliate.statements.level', { level: index + 1, amount: coins(bet) }))
      .join(' · ') || '—';
  const rates = (row: TCommissionStatement) => row.ratesBps.map((bps) => `${(bps / 100).toFixed(2)}%`).join(' / ');
  const columns: Array<RecordColumn<TCommissionStatement>> = [
    {
      key: 'period',
      header: t('agent:affiliate.statements.period'),
      rowHeader: true,
      className: 'whitespace-nowrap font-semibold tabular-nums text-fg',
      cell: (row) => row.period,
    },
    {
      key: 'days',
      header: t('agent:affiliate.statements.days'),
      align: 'end',
      className: 'tabular-nums text-fg-muted',
      cell: (row) => row.days,
    },
    {
      key: 'levels',
      header: t('agent:affiliate.statements.levelBets'),
      className: 'text-xs text-fg-muted tabular-nums',
      cell: levels,
    },
    {
      key: 'rates',
      header: t('agent:affiliate.statements.rates'),
      className: 'text-xs whitespace-nowrap text-fg-muted tabular-nums',
      cell: rates,
    },
    {
      key: 'teamBet',
      header: t('agent:affiliate.statements.teamBet'),
      align: 'end',
      className: 'tabular-nums text-fg',
      cell: (row) => coins(row.teamBet),
    },
    {
      key: 'rebate',
      header: t('agent:affiliate.statements.rebate'),
      align: 'end',
      className: 'font-bold tabular-nums text-gold-200',
      cell: (row) => coins(row.rebate),
    },
  ];
  function exportStatements(rows: TCommissionStatement[]) {
    const depth = Math.max(0, ...rows.map((row) => row.levelBets.length));
    const levelHeads = Array.from({ length: depth }, (_, i) => `level${i + 1}_bet`);
    downloadCsv(`statements-${period}-${range.from}-${range.to}.csv`, [
      ['period', 'days', ...levelHeads, 'rates_bps', 'team_bet', 'rebate'],
      ...rows.map((row) => [
        row.period,
        row.days,
        ...levelHeads.map((_, i) => row.levelBets[i] ?? 0),
        row.ratesBps.join('/'),
        row.teamBet,
        row.rebate,
      ]),
    ]);
  }
  return (
    <Section
      id="affiliate-statements"
      title={t('agent:affiliate.statements.title')}
      hint={t('agent:affiliate.statements.hint')}
      action={
        <div className="flex flex-wrap items-center gap-2">
          <div
            role="group"
            aria-label={t('agent:affiliate.statements.period')}
            className="inline-flex rounded-full border border-line p-0.5"
          >
            {(['month', 'day'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={period === value}
                onClick={() => setPeriod(value)}
                className="rounded-full px-3 py-1 text-xs font-semibold text-fg-muted aria-pressed:bg-gold-400/20 aria-pressed:text-gold-200"
              >
                {t(`agent:affiliate.statements.by.${value}`)}
              </button>
            ))}
          </div>
          {statements.data && statements.data.list.length > 0 ? (
            <CsvButton
              label={t('agent:affiliate.csv')}
              onClick={() => exportStatements(statements.data.list)}
              testId="affiliate-statements-csv"
            />
          ) : null}
        </div>
      }
    >
      <QueryState query={statements}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="text-sm text-fg-subtle">{t('agent:affiliate.statements.empty')}</p>
          ) : (
            <RecordTable
              rows={data.list}
              rowKey={(row) => row.period}
              columns={columns}
              density="snug"
              testId="affiliate-statements-table"
              listTestId="affiliate-statements-list"
              rowTestId="affiliate-statement-row"
              card={(row) => (
                <>
                  <div className="flex items-baseline justify-between gap-3">
                    <p className="font-semibold tabular-nums text-fg">{row.period}</p>
                    <p className="text-lg font-bold tabular-nums text-gold-200">{coins(row.rebate)}</p>
                  </div>
                  <RecordFields
                    fields={[
                      {
                        label: t('agent:affiliate.statements.teamBet'),
                        value: coins(row.teamBet),
                        className: 'tabular-nums text-fg',
                      },
                      {
                        label: t('agent:affiliate.statements.levelBets'),
                        value: levels(row),
                        className: 'tabular-nums text-fg-muted',
                      },
                      {
                        label: t('agent:affiliate.statements.rates'),
                        value: rates(row),
                        className: 'tabular-nums text-fg-muted',
                      },
                      {
                        label: t('agent:affiliate.statements.days'),
                        value: String(row.days),
                        className: 'tabular-nums text-fg-muted',
                      },
                    ]}
                  />
                </>
              )}
            />
          )
        }
      </QueryState>
    </Section>
  );
}

function PayoutsSection({
  range,
  page,
  onPage,
}: {
  range: { from: string; to: string };
  page: number;
  onPage: (page: number) => void;
}) {
  const { t, language } = useI18n('agent');
  const payouts = useRebatePayouts({ ...range, pageNum: page, pageSize: AGENT_PAGE_SIZE }, true);
  const coins = (value: number) => formatCoins(value, language);
  const columns: Array<RecordColumn<TRebatePayout>> = [
    {
      key: 'day',
      header: t('agent:affiliate.payouts.day'),
      rowHeader: true,
      className: 'whitespace-nowrap tabular-nums text-fg',
      cell: (row) => row.day,
    },
    {
      key: 'teamBet',
      header: t('agent:affiliate.statements.teamBet'),
      align: 'end',
      className: 'tabular-nums text-fg-muted',
      cell: (row) => coins(row.teamBet),
    },
    {
      key: 'amount',
      header: t('agent:affiliate.payouts.amount'),
      align: 'end',
      className: 'font-bold tabular-nums text-gold-200',
      cell: (row) => coins(row.amount),
    },
    {
      key: 'paidAt',
      header: t('agent:affiliate.payouts.paidAt'),
      className: 'whitespace-nowrap tabular-nums text-fg-muted',
      cell: (row) => formatDateTimeIn(row.paidAt, language),
    },
  ];
  return (
    <Section
      id="affiliate-payouts"
      title={t('agent:affiliate.payouts.title')}
      hint={t('agent:affiliate.payouts.hint')}
      action={
        payouts.data && payouts.data.list.length > 0 ? (
          <CsvButton
            label={t('agent:affiliate.csv')}
            testId="affiliate-payouts-csv"
            onClick={() =>
              downloadCsv(`payouts-${range.from}-${range.to}.csv`, [
                ['day', 'team_bet', 'amount', 'paid_at'],
                ...payouts.data.list.map((row) => [row.day, row.teamBet, row.amount, row.paidAt]),
              ])
            }
          />
        ) : null
      }
    >
      <QueryState query={payouts}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="text-sm text-fg-subtle">{t('agent:affiliate.payouts.empty')}</p>
          ) : (
            <div>
              <RecordTable
                rows={data.list}
                rowKey={(row) => row.day}
                columns={columns}
                testId="affiliate-payouts-table"
                listTestId="affiliate-payouts-list"
                rowTestId="affiliate-payout-row"
                card={(row) => (
                  <>
                    <div className="flex items-baseline justify-between gap-3">
                      <p className="font-semibold tabular-nums text-fg">{row.day}</p>
                      <p className="text-lg font-bold tabular-nums text-gold-200">{coins(row.amount)}</p>
                    </div>
                    <RecordFields
                      fields={[
                        {
                          label: t('agent:affiliate.statements.teamBet'),
                          value: coins(row.teamBet),
                          className: 'tabular-nums text-fg-muted',
                        },
                        {
                          label: t('agent:affiliate.payouts.paidAt'),
                          value: formatDateTimeIn(row.paidAt, language),
                          className: 'tabular-nums text-fg-muted',
                        },
                      ]}
                    />
                  </>
                )}
              />
              <Pager page={page} pages={pageCount(data.total)} onPage={onPage} label={t('agent:shared.pagination')} />
            </div>
          )
        }
      </QueryState>
    </Section>
  );
}

function MembersSection({ range, reportPath }: { range: { from: string; to: string }; reportPath: string }) {
  const { t } = useI18n('agent');
  const [busy, setBusy] = useState(false);
  async function exportMembers() {
    setBusy(true);
    try {
      const rows = await allMemberReports(range);
      downloadCsv(`members-${range.from}-${range.to}.csv`, [
        ['username', 'is_agent', 'team_size', 'recharge', 'withdraw', 'bet_count', 'bet', 'win', 'profit_loss'],
        ...rows.map((row) => [
          row.username,
          row.isAgent ? 1 : 0,
          row.teamSize,
          row.rechargeAmount,
          row.withdrawAmount,
          row.betCount,
          row.betAmount,
          row.winAmount,
          row.profitLoss,
        ]),
      ]);
    } catch {
      // The HTTP client has shown what happened.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Section id="affiliate-members" title={t('agent:affiliate.members.title')} hint={t('agent:affiliate.members.hint')}>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="ghost" size="sm">
          <Link to={`${reportPath}?from=${range.from}&to=${range.to}`}>
            <Icon name="chart" className="size-4" />
            {t('agent:affiliate.members.open')}
          </Link>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => void exportMembers()}
          data-testid="affiliate-members-csv"
        >
          <Icon name="download" className="size-4" />
          {t('agent:affiliate.members.csv')}
        </Button>
      </div>
    </Section>
  );
}
