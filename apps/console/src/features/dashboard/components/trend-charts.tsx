import type { TDayFigures } from '@amigo/contract';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCoins } from '../../../lib/format.ts';

/** The last 30 days as two charts (money and people); each has a table alternative for screen readers. */
export default function TrendCharts({ days }: { days: TDayFigures[] }) {
  const { t } = useTranslation();
  const data = days.map((day) => ({ ...day, label: day.day.slice(5) }));
  const tick = { fontSize: 11, fill: '#475569' };
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <figure className="rounded-lg border border-slate-200 bg-white p-3" aria-label={t('dashboard.moneyChart')}>
        <figcaption className="mb-2 text-sm font-medium text-slate-800">{t('dashboard.moneyChart')}</figcaption>
        <div className="h-64" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={data} margin={{ left: 8, right: 8 }}>
              <CartesianGrid stroke="#e2e8f0" />
              <XAxis dataKey="label" tick={tick} />
              <YAxis tick={tick} tickFormatter={(v: number) => formatCoins(v)} width={70} />
              <Tooltip formatter={(v) => formatCoins(Number(v))} />
              <Legend />
              <Line type="monotone" dataKey="deposits" name={t('dashboard.figures.deposits')} stroke="#1d4ed8" dot={false} />
              <Line
                type="monotone"
                dataKey="withdrawals"
                name={t('dashboard.figures.withdrawals')}
                stroke="#b91c1c"
                dot={false}
              />
              <Line type="monotone" dataKey="ggr" name={t('dashboard.figures.ggr')} stroke="#047857" dot={false} />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="rounded-lg border border-slate-200 bg-white p-3" aria-label={t('dashboard.peopleChart')}>
        <figcaption className="mb-2 text-sm font-medium text-slate-800">{t('dashboard.peopleChart')}</figcaption>
        <div className="h-64" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ left: 8, right: 8 }}>
              <CartesianGrid stroke="#e2e8f0" />
              <XAxis dataKey="label" tick={tick} />
              <YAxis tick={tick} allowDecimals={false} width={40} />
              <Tooltip />
              <Legend />
              <Bar dataKey="registrations" name={t('dashboard.figures.registrations')} fill="#6366f1" />
              <Bar dataKey="activePlayers" name={t('dashboard.figures.activePlayers')} fill="#f59e0b" />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <details className="rounded-lg border border-slate-200 bg-white p-3 text-sm xl:col-span-2">
        <summary className="cursor-pointer font-medium text-slate-800">{t('dashboard.asTable')}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[640px] text-right tabular-nums">
            <thead className="text-xs text-slate-600">
              <tr>
                <th scope="col" className="px-2 py-1 text-left">
                  {t('common.date')}
                </th>
                {(['registrations', 'deposits', 'withdrawals', 'bets', 'wins', 'ggr', 'activePlayers'] as const).map((key) => (
                  <th key={key} scope="col" className="px-2 py-1">
                    {t(`dashboard.figures.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className="border-t border-slate-100">
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {day.day}
                  </th>
                  <td className="px-2 py-1">{formatCoins(day.registrations)}</td>
                  <td className="px-2 py-1">{formatCoins(day.deposits)}</td>
                  <td className="px-2 py-1">{formatCoins(day.withdrawals)}</td>
                  <td className="px-2 py-1">{formatCoins(day.bets)}</td>
                  <td className="px-2 py-1">{formatCoins(day.wins)}</td>
                  <td className="px-2 py-1">{formatCoins(day.ggr)}</td>
                  <td className="px-2 py-1">{formatCoins(day.activePlayers)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
