import clsx from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { Icon } from '../../../components/icons/icon.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTimeIn } from '../../../lib/format/tokyo-date.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useFairChain, type TFairChain } from '../api/fairness-api.ts';

type ChainDay = TFairChain['days'][number];

/** The public GET of the feed, for outsiders to copy (docs/fairness.md). */
const FEED_PATH = '/v2/app/game/fair/chain';
const PAGE_DAYS = 7;

/** Each day's check as this browser recomputes it: its board hashes to its board hash, its root chains to the day before. */
interface DayCheck {
  board: boolean;
  root: boolean;
  /** Null when the day before is not on this page (nothing here to compare with). */
  link: boolean | null;
}

/** The day `days` before a YYYY-MM-DD day. */
function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * /fairness/chain (public, no sign-in): the chain of sealed day boards. Every machine's setting
 * commitment for a business day is sealed into one root before the day starts, chained to the day
 * before; once the day is over its settings and salts are shown. The page recomputes every board
 * hash and root it shows with the same packages/games code the server used, and links the JSON
 * feed outsiders copy to keep the hall honest.
 */
export function FairChainPage({ title }: { title: string }) {
  const { t, language } = useI18n('games');
  const [from, setFrom] = useState<string | undefined>(undefined);
  const chain = useFairChain(from);
  const [checks, setChecks] = useState<Map<string, DayCheck>>(new Map());
  const days = useMemo(() => chain.data?.days ?? [], [chain.data]);

  useEffect(() => {
    let live = true;
    void import('@amigo/games').then((games) => {
      if (!live) return;
      const next = new Map<string, DayCheck>();
      days.forEach((day, index) => {
        const previous = index > 0 ? days[index - 1] : undefined;
        next.set(day.day, {
          board: games.boardHash(day.machines) === day.boardHash,
          root: games.chainRoot(day) === day.root,
          link: previous && previous.day === day.previousDay ? previous.root === day.previousRoot : null,
        });
      });
      setChecks(next);
    });
    return () => {
      live = false;
    };
  }, [days]);

  const oldest = days[0]?.day;
  return (
    <article className="grid gap-6">
      <PageHeading title={title} icon="shield">
        <p>{t('games:chain.lead')}</p>
      </PageHeading>
      <section className="grid gap-3 rounded-2xl bg-night-900/70 p-4 ring-1 ring-line/70 sm:p-6">
        <p className="text-sm text-fg-muted">{t('games:chain.copyHint')}</p>
        <a
          className="inline-flex w-fit items-center gap-2 rounded-lg bg-night-950/80 px-3 py-2 font-mono text-xs break-all text-gold-200 ring-1 ring-line/70 hover:text-gold-100"
          href={`${FEED_PATH}?limit=31`}
          data-testid="chain-feed-link"
        >
          <Icon name="download" className="size-4 shrink-0" />
          GET {FEED_PATH}?from=YYYY-MM-DD&amp;limit=31
        </a>
      </section>
      {chain.isPending ? <p className="text-sm text-fg-subtle">{t('games:chain.loading')}</p> : null}
      {chain.isSuccess && days.length === 0 ? <p className="text-sm text-fg-subtle">{t('games:chain.empty')}</p> : null}
      <ol className="grid min-w-0 gap-4" data-testid="chain-days">
        {[...days].reverse().map((day) => (
          <ChainDayCard key={day.day} day={day} check={checks.get(day.day)} language={language} />
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={!oldest || !days[0]?.previousDay}
          onClick={() => setFrom(oldest ? daysBefore(oldest, PAGE_DAYS) : undefined)}
          data-testid="chain-older"
        >
          {t('games:chain.older')}
        </Button>
        {from ? (
          <Button variant="secondary" onClick={() => setFrom(undefined)}>
            {t('games:chain.latest')}
          </Button>
        ) : null}
      </div>
    </article>
  );
}

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="text-xs text-fg-subtle">{label}</dt>
      <dd className="font-mono text-xs break-all text-fg" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function ChainDayCard({ day, check, language }: { day: ChainDay; check: DayCheck | undefined; language: string }) {
  const { t } = useI18n('games');
  const holds = check ? check.board && check.root && check.link !== false : null;
  return (
    <li
      className="grid min-w-0 gap-4 rounded-2xl bg-night-900/70 p-4 ring-1 ring-line/70 sm:p-6"
      data-testid="chain-day"
      data-day={day.day}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-lg font-bold text-fg">{day.day}</h2>
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-night-950/80 px-2.5 py-1 text-fg-muted ring-1 ring-line/70">
            {t(day.revealed ? 'games:chain.revealed' : 'games:chain.notRevealed')}
          </span>
          {holds === null ? null : (
            <span
              className={clsx(
                'inline-flex items-center gap-1 rounded-full px-2.5 py-1 font-bold ring-1',
                holds ? 'bg-emerald-500/10 text-emerald-200 ring-emerald-400/50' : 'bg-danger/10 text-danger ring-danger/50',
              )}
              data-testid="chain-day-check"
              data-holds={holds}
            >
              <Icon name={holds ? 'check' : 'alert'} className="size-4" />
              {t(holds ? 'games:chain.holds' : 'games:chain.broken')}
            </span>
          )}
        </div>
      </div>
      <dl className="grid min-w-0 gap-3 sm:grid-cols-2">
        <Field label={t('games:chain.root')} value={day.root} testId="chain-day-root" />
        <Field label={t('games:chain.previousRoot')} value={`${day.previousDay ?? '—'} · ${day.previousRoot}`} />
        <Field label={t('games:chain.boardHash')} value={day.boardHash} />
        <Field label={t('games:chain.sealedAt')} value={formatDateTimeIn(day.sealedAt, language)} />
      </dl>
      <details className="min-w-0 text-sm">
        <summary className="cursor-pointer text-fg-muted">{t('games:chain.board', { machines: day.machines.length })}</summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-xs">
            <thead>
              <tr className="text-left text-fg-subtle">
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  {t('games:chain.machine')}
                </th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  {t('games:chain.commitment')}
                </th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  {t('games:chain.setting')}
                </th>
                <th scope="col" className="py-1.5 font-semibold">
                  {t('games:chain.salt')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line/50">
              {day.machines.map((machine) => (
                <tr key={machine.machineId}>
                  <td className="py-1.5 pr-3 text-fg">{machine.machineId}</td>
                  <td className="py-1.5 pr-3 font-mono break-all text-fg-muted">{machine.commitment}</td>
                  <td className="py-1.5 pr-3 text-fg">{machine.setting ?? '—'}</td>
                  <td className="py-1.5 font-mono break-all text-fg-muted">{machine.salt ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </li>
  );
}
