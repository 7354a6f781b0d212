import type { TGameRecord } from '@amigo/contract';
import clsx from 'clsx';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { inputClass, labelClass } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { formatDateTimeIn, isIsoDate, todayIn } from '../../../lib/format/tokyo-date.ts';
import { useMediaQuery } from '../../../lib/hooks/use-media-query.ts';
import { useCatalogue } from '../api/games-api.ts';
import { useGameRecords, useGameRecordTotals } from '../api/records-api.ts';
import { formatSigned } from '../format.ts';
import { useGamesTranslation } from '../games-translation.ts';
import { GAME_PATHS } from '../paths.ts';
import { useUrlState } from '../use-url-state.ts';

export const GAME_RECORDS_PAGE_SIZE = 10;
/** Game recall: its own chunk, fetched when a member opens a round. */
const RoundRecallDialog = lazy(() => import('./round-recall-dialog.tsx'));
const TABLE_QUERY = '(min-width: 1024px)';

export interface GameRecordFilters {
  from: string | undefined;
  to: string | undefined;
  game: string | undefined;
  page: number;
}

/** The games tab keeps its filters in the address beside `tab=games` (?from&to&game&page). */
export function readGameRecordFilters(params: URLSearchParams): GameRecordFilters {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const game = params.get('game') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    from: isIsoDate(from) ? from : undefined,
    to: isIsoDate(to) ? to : undefined,
    game: /^[a-z0-9][a-z0-9-]{0,39}$/.test(game) ? game : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export function writeGameRecordFilters(filters: GameRecordFilters): URLSearchParams {
  const params = new URLSearchParams({ tab: 'games' });
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.game) params.set('game', filters.game);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * The games tab of /user/record: the member's rounds by Tokyo date range and game, ten a page,
 * with the totals of the same filter (bet, win, profit/loss, rounds) and a link to verify each
 * round on the fairness page.
 */
export function GameRecordsPanel() {
  const { gt, language } = useGamesTranslation();
  const [filters, setFilters] = useUrlState(readGameRecordFilters, writeGameRecordFilters);
  const catalogue = useCatalogue();
  const wide = useMediaQuery(TABLE_QUERY);
  const heading = useRef<HTMLHeadingElement>(null);
  const reversed = Boolean(filters.from && filters.to && filters.from > filters.to);
  const filter = {
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.game ? { modelCode: filters.game } : {}),
  };
  const records = useGameRecords({ ...filter, pageNum: filters.page, pageSize: GAME_RECORDS_PAGE_SIZE }, !reversed);
  const totals = useGameRecordTotals(filter, !reversed);
  const today = todayIn();
  const total = records.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / GAME_RECORDS_PAGE_SIZE));
  const n = (value: number) => formatCoins(value, language);

  function update(next: Partial<GameRecordFilters>) {
    const merged = { ...filters, ...next, ...(next.page === undefined ? { page: 1 } : {}) };
    setFilters(merged);
  }

  function goToPage(page: number) {
    update({ page });
    heading.current?.focus();
  }

  const hasFilters = Boolean(filters.from || filters.to || filters.game);
  return (
    <div className="grid gap-5" data-testid="game-records">
      <form
        className="panel grid grid-cols-2 gap-3 p-4 sm:gap-4 sm:p-5 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
        aria-label={gt('records.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="col-span-2 min-w-0 lg:col-span-1">
          <label htmlFor="game-records-game" className={clsx(labelClass, 'mb-1.5')}>
            {gt('records.game')}
          </label>
          <div className="relative">
            <select
              id="game-records-game"
              className={clsx(inputClass, 'appearance-none pr-10')}
              value={filters.game ?? ''}
              onChange={(event) => update({ game: event.target.value || undefined })}
            >
              <option value="">{gt('records.allGames')}</option>
              {(catalogue.data ?? []).map((game) => (
                <option key={game.code} value={game.code}>
                  {game.name}
                </option>
              ))}
            </select>
            <Icon name="chevronDown" className="pointer-events-none absolute top-3 right-3 size-5 text-fg-subtle" />
          </div>
        </div>
        <div className="min-w-0">
          <label htmlFor="game-records-from" className={clsx(labelClass, 'mb-1.5')}>
            {gt('records.from')}
          </label>
          <input
            id="game-records-from"
            type="date"
            className={inputClass}
            value={filters.from ?? ''}
            max={today}
            onChange={(event) => update({ from: event.target.value || undefined })}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor="game-records-to" className={clsx(labelClass, 'mb-1.5')}>
            {gt('records.to')}
          </label>
          <input
            id="game-records-to"
            type="date"
            className={inputClass}
            value={filters.to ?? ''}
            max={today}
            aria-invalid={reversed || undefined}
            aria-describedby={reversed ? 'game-records-range-error' : undefined}
            onChange={(event) => update({ to: event.target.value || undefined })}
          />
        </div>
        <div className="col-span-2 lg:col-span-1">
          <Button
            variant="ghost"
            className="h-11 w-full lg:w-auto"
            disabled={!hasFilters}
            onClick={() => update({ from: undefined, to: undefined, game: undefined })}
          >
            <Icon name="refresh" className="size-4" />
            {gt('records.reset')}
          </Button>
        </div>
        {reversed ? (
          <p
            id="game-records-range-error"
            role="alert"
            className="col-span-2 flex items-start gap-1 text-sm text-danger lg:col-span-4"
          >
            <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
            <span>{gt('records.rangeError')}</span>
          </p>
        ) : null}
      </form>

      {!reversed ? (
        <section aria-labelledby="game-records-totals" className="panel p-4">
          <h2 id="game-records-totals" className="sr-only">
            {gt('records.totals')}
          </h2>
          <dl
            className="grid grid-cols-2 gap-3 sm:grid-cols-4"
            data-testid="game-records-totals"
            aria-busy={totals.isFetching || undefined}
          >
            {(
              [
                ['count', totals.data ? n(totals.data.count) : '—', 'text-fg'],
                ['bet', totals.data ? n(totals.data.betAmount) : '—', 'text-fg'],
                ['win', totals.data ? n(totals.data.winningAmount) : '—', 'text-gold-200'],
                [
                  'profitLoss',
                  totals.data ? formatSigned(totals.data.profitLoss, language) : '—',
                  totals.data && totals.data.profitLoss < 0 ? 'text-rose-300' : 'text-emerald-300',
                ],
              ] as const
            ).map(([key, value, tone]) => (
              <div key={key} className="rounded-lg bg-night-950/60 px-3 py-2 ring-1 ring-line/60">
                <dt className="text-xs text-fg-subtle">{gt(`records.total.${key}`)}</dt>
                <dd className={clsx('font-mono text-lg font-bold tabular-nums', tone)} data-testid={`total-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="game-records-results" aria-busy={records.isFetching || undefined}>
        <h2 id="game-records-results" ref={heading} tabIndex={-1} className="mb-3 text-base font-bold text-fg focus:outline-none">
          {gt('records.title')}
        </h2>
        {reversed ? null : records.isPending ? (
          <p className="panel p-5 text-sm text-fg-subtle">{gt('shared.loading')}</p>
        ) : records.isError ? (
          <div className="panel p-5">
            <p className="text-sm text-fg-subtle">{gt('shared.loadFailed')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void records.refetch()}>
              {gt('shared.retry')}
            </Button>
          </div>
        ) : records.data.list.length === 0 ? (
          <div className="panel flex flex-col items-center gap-2 p-8 text-center" data-testid="game-records-empty">
            <Icon name="gamepad" className="size-8 text-fg-subtle" />
            <p className="text-sm text-fg-subtle">{gt('records.empty')}</p>
          </div>
        ) : (
          <RecordRows records={records.data.list} wide={wide} />
        )}
        {!reversed && records.isSuccess && total > GAME_RECORDS_PAGE_SIZE ? (
          <nav aria-label={gt('records.pagination')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <Button variant="secondary" size="sm" disabled={filters.page <= 1} onClick={() => goToPage(filters.page - 1)}>
              <Icon name="arrowLeft" className="size-4" />
              {gt('records.previous')}
            </Button>
            <p className="text-sm text-fg-muted tabular-nums">{gt('records.page', { page: filters.page, pages })}</p>
            <Button variant="secondary" size="sm" disabled={filters.page >= pages} onClick={() => goToPage(filters.page + 1)}>
              {gt('records.next')}
              <Icon name="chevronRight" className="size-4" />
            </Button>
          </nav>
        ) : null}
      </section>
    </div>
  );
}

const th = 'px-3 py-3 text-left text-xs font-semibold text-fg-subtle';
const td = 'px-3 py-2.5 align-top';

function RecordRows({ records, wide }: { records: TGameRecord[]; wide: boolean }) {
  const { gt, language } = useGamesTranslation();
  const [recalled, setRecalled] = useState<string | null>(null);
  const recall = recalled ? (
    <Suspense fallback={null}>
      <RoundRecallDialog recordId={recalled} onClose={() => setRecalled(null)} />
    </Suspense>
  ) : null;
  const recallButton = (record: TGameRecord, className: string) => (
    <button
      type="button"
      className={className}
      onClick={() => setRecalled(record.id)}
      aria-label={gt('records.recall.openRound', { id: record.id })}
      aria-haspopup="dialog"
      data-testid="recall-button"
    >
      {gt('records.recall.open')}
    </button>
  );
  const n = (value: number) => formatCoins(value, language);
  const bonuses = (record: TGameRecord) => record.bonuses.map((kind) => gt(`bonus.${kind}`)).join(' · ');
  const tone = (value: number) => (value > 0 ? 'text-emerald-300' : value < 0 ? 'text-rose-300' : 'text-fg-muted');
  if (wide) {
    return (
      <div className="panel overflow-hidden">
        <table className="w-full text-sm" data-testid="game-records-table">
          <thead className="border-b border-line bg-night-900/50">
            <tr>
              <th scope="col" className={th}>
                {gt('records.columns.date')}
              </th>
              <th scope="col" className={th}>
                {gt('records.columns.game')}
              </th>
              <th scope="col" className={th}>
                {gt('records.columns.machine')}
              </th>
              <th scope="col" className={clsx(th, 'text-right')}>
                {gt('records.columns.bet')}
              </th>
              <th scope="col" className={clsx(th, 'text-right')}>
                {gt('records.columns.win')}
              </th>
              <th scope="col" className={clsx(th, 'text-right')}>
                {gt('records.columns.profitLoss')}
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">{gt('records.columns.verify')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line/60">
            {records.map((record) => (
              <tr key={record.id} data-testid="game-record-row">
                <td className={clsx(td, 'whitespace-nowrap text-fg-muted tabular-nums')}>
                  {formatDateTimeIn(record.createdOn, language)}
                </td>
                <td className={clsx(td, 'text-fg')}>
                  {record.gameName}
                  {record.bonuses.length > 0 ? (
                    <span className="block text-xs font-semibold text-gold-300">{bonuses(record)}</span>
                  ) : null}
                </td>
                <td className={clsx(td, 'text-fg-muted tabular-nums')}>{gt('hall.machineNo', { id: record.machineId })}</td>
                <td className={clsx(td, 'text-right text-fg tabular-nums')}>{n(record.betAmount)}</td>
                <td className={clsx(td, 'text-right text-gold-200 tabular-nums')}>{n(record.winningAmount)}</td>
                <td className={clsx(td, 'text-right font-semibold tabular-nums', tone(record.profitLoss))}>
                  {formatSigned(record.profitLoss, language)}
                </td>
                <td className={clsx(td, 'text-right whitespace-nowrap')}>
                  {recallButton(
                    record,
                    'me-3 text-xs font-semibold whitespace-nowrap text-violet-300 underline-offset-4 hover:underline',
                  )}
                  <Link
                    to={GAME_PATHS.verify(record.id)}
                    className="text-xs font-semibold whitespace-nowrap text-gold-300 underline-offset-4 hover:underline"
                    aria-label={gt('records.verifyRound', { id: record.id })}
                  >
                    {gt('records.verify')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {recall}
      </div>
    );
  }
  return (
    <ul className="grid gap-3" data-testid="game-records-list">
      {recall}
      {records.map((record) => (
        <li key={record.id} className="panel grid gap-2 p-4" data-testid="game-record-row">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-bold break-words text-fg">{record.gameName}</p>
              <p className="text-xs text-fg-subtle tabular-nums">
                {gt('hall.machineNo', { id: record.machineId })} · {formatDateTimeIn(record.createdOn, language)}
              </p>
            </div>
            <p className={clsx('shrink-0 text-lg font-bold tabular-nums', tone(record.profitLoss))}>
              {formatSigned(record.profitLoss, language)}
            </p>
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
            <dt className="text-fg-subtle">{gt('records.columns.bet')}</dt>
            <dd className="text-fg-muted tabular-nums">{n(record.betAmount)}</dd>
            <dt className="text-fg-subtle">{gt('records.columns.win')}</dt>
            <dd className="text-gold-200 tabular-nums">{n(record.winningAmount)}</dd>
            {record.bonuses.length > 0 ? (
              <>
                <dt className="text-fg-subtle">{gt('records.columns.bonuses')}</dt>
                <dd className="font-semibold text-gold-300">{bonuses(record)}</dd>
              </>
            ) : null}
          </dl>
          <div className="flex flex-wrap gap-x-5">
            {recallButton(
              record,
              'inline-flex min-h-10 items-center text-sm font-semibold text-violet-300 underline-offset-4 hover:underline',
            )}
            <Link
              to={GAME_PATHS.verify(record.id)}
              className="inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-gold-300 underline-offset-4 hover:underline"
              aria-label={gt('records.verifyRound', { id: record.id })}
            >
              <Icon name="shield" className="size-4" />
              {gt('records.verify')}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
