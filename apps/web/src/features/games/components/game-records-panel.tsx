import type { TGameRecord } from '@amigo/contract';
import clsx from 'clsx';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { inputClass, labelClass } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { Pager } from '../../../components/pager.tsx';
import { RecordFields, RecordTable, type RecordColumn } from '../../../components/record-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { formatDateTimeIn, isIsoDate, todayIn } from '../../../lib/format/tokyo-date.ts';
import { useCatalogue } from '../api/games-api.ts';
import { useGameRecords, useGameRecordTotals } from '../api/records-api.ts';
import { formatSigned } from '../format.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { GAME_PATHS } from '../paths.ts';
import { useUrlState } from '../use-url-state.ts';

export const GAME_RECORDS_PAGE_SIZE = 10;
/** Game recall: its own chunk, fetched when a member opens a round. */
const RoundRecallDialog = lazy(() => import('./round-recall-dialog.tsx'));

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
  const { t, language } = useI18n('games');
  const [filters, setFilters] = useUrlState(readGameRecordFilters, writeGameRecordFilters);
  const catalogue = useCatalogue();
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
        aria-label={t('games:records.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="col-span-2 min-w-0 lg:col-span-1">
          <label htmlFor="game-records-game" className={clsx(labelClass, 'mb-1.5')}>
            {t('games:records.game')}
          </label>
          <div className="relative">
            <select
              id="game-records-game"
              className={clsx(inputClass, 'appearance-none pr-10')}
              value={filters.game ?? ''}
              onChange={(event) => update({ game: event.target.value || undefined })}
            >
              <option value="">{t('games:records.allGames')}</option>
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
            {t('games:records.from')}
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
            {t('games:records.to')}
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
            {t('games:records.reset')}
          </Button>
        </div>
        {reversed ? (
          <p
            id="game-records-range-error"
            role="alert"
            className="col-span-2 flex items-start gap-1 text-sm text-danger lg:col-span-4"
          >
            <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
            <span>{t('games:records.rangeError')}</span>
          </p>
        ) : null}
      </form>

      {!reversed ? (
        <section aria-labelledby="game-records-totals" className="panel p-4">
          <h2 id="game-records-totals" className="sr-only">
            {t('games:records.totals')}
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
                <dt className="text-xs text-fg-subtle">{t(`games:records.total.${key}`)}</dt>
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
          {t('games:records.title')}
        </h2>
        {reversed ? null : records.isPending ? (
          <p className="panel p-5 text-sm text-fg-subtle">{t('games:shared.loading')}</p>
        ) : records.isError ? (
          <div className="panel p-5">
            <p className="text-sm text-fg-subtle">{t('games:shared.loadFailed')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void records.refetch()}>
              {t('games:shared.retry')}
            </Button>
          </div>
        ) : records.data.list.length === 0 ? (
          <div className="panel flex flex-col items-center gap-2 p-8 text-center" data-testid="game-records-empty">
            <Icon name="gamepad" className="size-8 text-fg-subtle" />
            <p className="text-sm text-fg-subtle">{t('games:records.empty')}</p>
          </div>
        ) : (
          <RecordRows records={records.data.list} />
        )}
        {!reversed && records.isSuccess ? (
          <Pager page={filters.page} pages={pages} onPage={goToPage} label={t('games:records.pagination')} />
        ) : null}
      </section>
    </div>
  );
}

function RecordRows({ records }: { records: TGameRecord[] }) {
  const { t, language } = useI18n('games');
  const [recalled, setRecalled] = useState<string | null>(null);
  const recallButton = (record: TGameRecord, className: string) => (
    <button
      type="button"
      className={className}
      onClick={() => setRecalled(record.id)}
      aria-label={t('games:records.recall.openRound', { id: record.id })}
      aria-haspopup="dialog"
      data-testid="recall-button"
    >
      {t('games:records.recall.open')}
    </button>
  );
  const n = (value: number) => formatCoins(value, language);
  const bonuses = (record: TGameRecord) => record.bonuses.map((kind) => t(`games:bonus.${kind}`)).join(' · ');
  const tone = (value: number) => (value > 0 ? 'text-emerald-300' : value < 0 ? 'text-rose-300' : 'text-fg-muted');
  const columns: Array<RecordColumn<TGameRecord>> = [
    {
      key: 'date',
      header: t('games:records.columns.date'),
      className: 'whitespace-nowrap text-fg-muted tabular-nums',
      cell: (record) => formatDateTimeIn(record.createdOn, language),
    },
    {
      key: 'game',
      header: t('games:records.columns.game'),
      className: 'text-fg',
      cell: (record) => (
        <>
          {record.gameName}
          {record.bonuses.length > 0 ? (
            <span className="block text-xs font-semibold text-gold-300">{bonuses(record)}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'machine',
      header: t('games:records.columns.machine'),
      className: 'text-fg-muted tabular-nums',
      cell: (record) => t('games:hall.machineNo', { id: record.machineId }),
    },
    {
      key: 'bet',
      header: t('games:records.columns.bet'),
      align: 'end',
      className: 'text-fg tabular-nums',
      cell: (record) => n(record.betAmount),
    },
    {
      key: 'win',
      header: t('games:records.columns.win'),
      align: 'end',
      className: 'text-gold-200 tabular-nums',
      cell: (record) => n(record.winningAmount),
    },
    {
      key: 'profitLoss',
      header: t('games:records.columns.profitLoss'),
      align: 'end',
      className: 'font-semibold tabular-nums',
      cell: (record) => <span className={tone(record.profitLoss)}>{formatSigned(record.profitLoss, language)}</span>,
    },
    {
      key: 'verify',
      header: <span className="sr-only">{t('games:records.columns.verify')}</span>,
      className: 'text-right whitespace-nowrap',
      cell: (record) => (
        <>
          {recallButton(
            record,
            'me-3 text-xs font-semibold whitespace-nowrap text-violet-300 underline-offset-4 hover:underline',
          )}
          <Link
            to={GAME_PATHS.verify(record.id)}
            className="text-xs font-semibold whitespace-nowrap text-gold-300 underline-offset-4 hover:underline"
            aria-label={t('games:records.verifyRound', { id: record.id })}
          >
            {t('games:records.verify')}
          </Link>
        </>
      ),
    },
  ];
  return (
    <>
      {recalled ? (
        <Suspense fallback={null}>
          <RoundRecallDialog recordId={recalled} onClose={() => setRecalled(null)} />
        </Suspense>
      ) : null}
      <RecordTable
        rows={records}
        rowKey={(record) => record.id}
        columns={columns}
        density="tight"
        testId="game-records-table"
        listTestId="game-records-list"
        rowTestId="game-record-row"
        card={(record) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-bold break-words text-fg">{record.gameName}</p>
                <p className="text-xs text-fg-subtle tabular-nums">
                  {t('games:hall.machineNo', { id: record.machineId })} · {formatDateTimeIn(record.createdOn, language)}
                </p>
              </div>
              <p className={clsx('shrink-0 text-lg font-bold tabular-nums', tone(record.profitLoss))}>
                {formatSigned(record.profitLoss, language)}
              </p>
            </div>
            <RecordFields
              fields={[
                { label: t('games:records.columns.bet'), value: n(record.betAmount), className: 'text-fg-muted tabular-nums' },
                {
                  label: t('games:records.columns.win'),
                  value: n(record.winningAmount),
                  className: 'text-gold-200 tabular-nums',
                },
                record.bonuses.length > 0 && {
                  label: t('games:records.columns.bonuses'),
                  value: bonuses(record),
                  className: 'font-semibold text-gold-300',
                },
              ]}
            />
            <div className="flex flex-wrap gap-x-5">
              {recallButton(
                record,
                'inline-flex min-h-10 items-center text-sm font-semibold text-violet-300 underline-offset-4 hover:underline',
              )}
              <Link
                to={GAME_PATHS.verify(record.id)}
                className="inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-gold-300 underline-offset-4 hover:underline"
                aria-label={t('games:records.verifyRound', { id: record.id })}
              >
                <Icon name="shield" className="size-4" />
                {t('games:records.verify')}
              </Link>
            </div>
          </>
        )}
      />
    </>
  );
}
