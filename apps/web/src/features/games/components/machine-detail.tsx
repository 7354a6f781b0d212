import type { TMachine } from '@amigo/contract';
import { PopupDialog } from '../../../components/ui/popup-dialog.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { formatDateTimeIn } from '../../../lib/format/tokyo-date.ts';
import { useMachineDetail } from '../api/games-api.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { MachineStatusBadge } from './status-badge.tsx';

/** A machine's data board: its counters, the last bonuses and rounds per day over 7 days. */
export function MachineDetailDialog({ machine, onClose }: { machine: TMachine | null; onClose: () => void }) {
  const { t } = useI18n('games');
  return (
    <PopupDialog
      open={machine !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={machine ? `${t('games:hall.machineNo', { id: machine.machineId })} · ${machine.name}` : ''}
      width="wide"
    >
      {machine ? <DetailBody machine={machine} /> : null}
    </PopupDialog>
  );
}

function DetailBody({ machine }: { machine: TMachine }) {
  const { t, language } = useI18n('games');
  const detail = useMachineDetail(machine.machineId);
  const data = detail.data ?? machine;
  const n = (value: number) => formatCoins(value, language);
  return (
    <div className="grid gap-5" data-testid="machine-detail">
      <div className="flex flex-wrap items-center gap-2">
        <MachineStatusBadge status={data.status} />
        {data.inBonus ? (
          <span className="rounded-full bg-rose-500/20 px-2 py-0.5 text-xs font-bold text-rose-200">
            {t(`games:inBonus.${data.type}`)}
          </span>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {(
          [
            ['roundsSinceBonus', data.roundsSinceBonus],
            ['roundsToday', data.roundsToday],
            ['bonusesToday', data.bonusesToday],
            ['bonusesYesterday', data.bonusesYesterday],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-lg bg-night-950/70 px-3 py-2 ring-1 ring-line/70">
            <dt className="text-xs text-fg-subtle">{t(`games:counters.${key}`)}</dt>
            <dd className="font-mono text-xl font-bold text-gold-300 tabular-nums">{n(value)}</dd>
          </div>
        ))}
      </dl>

      {detail.isPending ? (
        <p className="text-sm text-fg-subtle" role="status">
          {t('games:shared.loading')}
        </p>
      ) : detail.isError ? (
        <p className="text-sm text-fg-subtle">{t('games:shared.loadFailed')}</p>
      ) : (
        <>
          <section aria-labelledby="detail-days">
            <h3 id="detail-days" className="mb-2 text-sm font-bold text-fg">
              {t('games:detail.days')}
            </h3>
            <DayBars days={detail.data.days} />
          </section>
          <section aria-labelledby="detail-history">
            <h3 id="detail-history" className="mb-2 text-sm font-bold text-fg">
              {t('games:detail.history')}
            </h3>
            {detail.data.history.length === 0 ? (
              <p className="text-sm text-fg-subtle">{t('games:detail.historyEmpty')}</p>
            ) : (
              <div className="max-h-64 overflow-y-auto rounded-lg ring-1 ring-line/70">
                <table className="w-full text-sm" data-testid="bonus-history">
                  <thead className="sticky top-0 bg-night-900">
                    <tr className="text-left text-xs text-fg-subtle">
                      <th scope="col" className="px-3 py-2 font-semibold">
                        {t('games:detail.when')}
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        {t('games:detail.kind')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-semibold">
                        {t('games:detail.roundsBefore')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-semibold">
                        {t('games:detail.payout')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line/50">
                    {detail.data.history.map((item, index) => (
                      <tr key={`${item.at}-${index}`}>
                        <td className="px-3 py-1.5 whitespace-nowrap text-fg-muted tabular-nums">
                          {formatDateTimeIn(item.at, language)}
                        </td>
                        <td className="px-3 py-1.5 font-semibold text-gold-200">{t(`games:bonus.${item.kind}`)}</td>
                        <td className="px-3 py-1.5 text-right text-fg tabular-nums">{n(item.roundsBefore)}</td>
                        <td className="px-3 py-1.5 text-right text-fg tabular-nums">{n(item.payout)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}

/**
 * Rounds per day as bars (SVG attributes, no inline styles: the CSP allows no style=""), with
 * the bonus count above each bar; the figures are also in a visually hidden table.
 */
function DayBars({ days }: { days: Array<{ date: string; rounds: number; bonuses: number }> }) {
  const { t, language } = useI18n('games');
  const max = Math.max(1, ...days.map((day) => day.rounds));
  const width = 42;
  const height = 120;
  const dayLabel = (date: string) =>
    new Intl.DateTimeFormat(language, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  return (
    <div>
      <svg
        viewBox={`0 0 ${days.length * width} ${height + 46}`}
        className="h-40 w-full"
        aria-hidden="true"
        preserveAspectRatio="xMidYMid meet"
      >
        {days.map((day, index) => {
          const barHeight = Math.round((day.rounds / max) * height);
          const x = index * width + 8;
          return (
            <g key={day.date}>
              <rect
                x={x}
                y={height + 12 - barHeight}
                width={width - 16}
                height={Math.max(1, barHeight)}
                rx={3}
                className="fill-violet-500"
              />
              <text x={x + (width - 16) / 2} y={height + 8 - barHeight} textAnchor="middle" className="fill-fg-muted text-[9px]">
                {day.rounds}
              </text>
              <text x={x + (width - 16) / 2} y={height + 26} textAnchor="middle" className="fill-fg-subtle text-[10px]">
                {dayLabel(day.date)}
              </text>
              {day.bonuses > 0 ? (
                <text
                  x={x + (width - 16) / 2}
                  y={height + 40}
                  textAnchor="middle"
                  className="fill-gold-300 text-[10px] font-bold"
                >
                  ★{day.bonuses}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{t('games:detail.days')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('games:detail.date')}</th>
            <th scope="col">{t('games:counters.roundsToday')}</th>
            <th scope="col">{t('games:counters.bonusesToday')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{dayLabel(day.date)}</td>
              <td>{day.rounds}</td>
              <td>{day.bonuses}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-xs text-fg-subtle">{t('games:detail.daysNote')}</p>
    </div>
  );
}
