import { MACHINE_TYPES, type TGame, type TMachine } from '@amigo/contract';
import clsx from 'clsx';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Icon } from '../../../components/icons/icon.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/http/api-error.ts';
import { formatCoins } from '../../../lib/format/money.ts';
import { takeSeat, useCatalogue, useFavorites, useFloor, useSetFavorite } from '../api/games-api.ts';
import { GameThumb } from '../components/game-thumb.tsx';
import { MachineDetailDialog } from '../components/machine-detail.tsx';
import { MachineStatusBadge } from '../components/status-badge.tsx';
import { formatRtp } from '../format.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { GAME_PATHS } from '../paths.ts';
import { useUrlState } from '../use-url-state.ts';

type MachineType = (typeof MACHINE_TYPES)[number];

interface HallFilters {
  type: MachineType | undefined;
  favoritesOnly: boolean;
  freeOnly: boolean;
}

/** Filters live in the address (?type&fav&free) so reload and back keep them. */
function readFilters(params: URLSearchParams): HallFilters {
  const type = params.get('type') ?? '';
  return {
    type: (MACHINE_TYPES as readonly string[]).includes(type) ? (type as MachineType) : undefined,
    favoritesOnly: params.get('fav') === '1',
    freeOnly: params.get('free') === '1',
  };
}

function writeFilters(filters: HallFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.favoritesOnly) params.set('fav', '1');
  if (filters.freeOnly) params.set('free', '1');
  return params;
}

/**
 * /amigo: the hall floor. Machines stand in islands by model, each with the data counter a
 * real hall shows above it (rounds today, rounds since the last bonus, bonuses today and
 * yesterday, bonus in progress). Sitting down takes the seat, then opens the game screen.
 */
export function HallPage({ title }: { title: string }) {
  const { t } = useI18n('games');
  const [filters, setFilters] = useUrlState(readFilters, writeFilters);
  const catalogue = useCatalogue();
  const favorites = useFavorites();
  const floor = useFloor({
    ...(filters.type ? { type: filters.type } : {}),
    favoritesOnly: filters.favoritesOnly,
    freeOnly: filters.freeOnly,
  });
  const [detail, setDetail] = useState<TMachine | null>(null);

  function update(next: Partial<HallFilters>) {
    setFilters({ ...filters, ...next });
  }

  const favoriteCodes = new Set((favorites.data ?? []).map((game) => game.code));
  const games = new Map((catalogue.data ?? []).map((game) => [game.code, game]));
  const islands = groupByModel(floor.data ?? []);

  return (
    <article>
      <PageHeading title={title} icon="gamepad">
        <p>{t('games:hall.lead')}</p>
      </PageHeading>

      <form
        className="panel mb-6 flex flex-wrap items-center gap-3 p-3 sm:p-4"
        aria-label={t('games:hall.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <fieldset className="flex min-w-0 flex-wrap gap-1.5">
          <legend className="sr-only">{t('games:hall.type')}</legend>
          {([undefined, ...MACHINE_TYPES] as const).map((type) => {
            const active = filters.type === type;
            return (
              <button
                key={type ?? 'all'}
                type="button"
                aria-pressed={active}
                onClick={() => update({ type })}
                className={clsx(
                  'h-10 rounded-full border px-4 text-sm font-semibold transition-colors',
                  active
                    ? 'border-gold-400/70 bg-gold-400/20 text-gold-200'
                    : 'border-line text-fg-muted hover:border-violet-400/60 hover:text-fg',
                )}
              >
                {t(type ? `games:types.${type}` : 'games:types.all')}
              </button>
            );
          })}
        </fieldset>
        <div className="flex flex-wrap gap-x-5 gap-y-2 sm:ml-auto">
          <Toggle
            id="hall-favorites-only"
            label={t('games:hall.favoritesOnly')}
            checked={filters.favoritesOnly}
            onChange={(favoritesOnly) => update({ favoritesOnly })}
          />
          <Toggle
            id="hall-free-only"
            label={t('games:hall.freeOnly')}
            checked={filters.freeOnly}
            onChange={(freeOnly) => update({ freeOnly })}
          />
        </div>
      </form>

      <section aria-labelledby="hall-floor" aria-busy={floor.isFetching || undefined}>
        <h2 id="hall-floor" className="sr-only">
          {t('games:hall.floor')}
        </h2>
        {floor.isPending || catalogue.isPending ? (
          <p className="panel p-5 text-sm text-fg-subtle" role="status">
            {t('games:shared.loading')}
          </p>
        ) : floor.isError || catalogue.isError ? (
          <div className="panel p-5">
            <p className="text-sm text-fg-subtle">{t('games:shared.loadFailed')}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => void Promise.all([floor.refetch(), catalogue.refetch()])}
            >
              {t('games:shared.retry')}
            </Button>
          </div>
        ) : islands.length === 0 ? (
          <div className="panel flex flex-col items-center gap-2 p-8 text-center" data-testid="hall-empty">
            <Icon name="gamepad" className="size-8 text-fg-subtle" />
            <p className="text-sm text-fg-subtle">
              {t(filters.favoritesOnly ? 'games:hall.emptyFavorites' : 'games:hall.empty')}
            </p>
          </div>
        ) : (
          <div className="grid gap-6">
            {islands.map(([code, machines]) => (
              <Island
                key={code}
                game={games.get(code)}
                fallbackName={machines[0]?.name ?? code}
                machines={machines}
                favorite={favoriteCodes.has(code)}
                modelCode={code}
                onDetail={setDetail}
              />
            ))}
          </div>
        )}
      </section>

      <p className="mt-8 text-sm text-fg-subtle">
        <Link
          to={GAME_PATHS.fairness}
          className="inline-flex items-center gap-1.5 text-gold-300 underline-offset-4 hover:underline"
        >
          <Icon name="shield" className="size-4" />
          {t('games:hall.fairnessLink')}
        </Link>
      </p>

      <MachineDetailDialog machine={detail} onClose={() => setDetail(null)} />
    </article>
  );
}

function groupByModel(machines: TMachine[]): Array<[string, TMachine[]]> {
  const groups = new Map<string, TMachine[]>();
  for (const machine of machines) {
    const list = groups.get(machine.modelCode) ?? [];
    list.push(machine);
    groups.set(machine.modelCode, list);
  }
  for (const list of groups.values()) list.sort((a, b) => a.machineId - b.machineId);
  return [...groups.entries()];
}

function Toggle({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label htmlFor={id} className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm text-fg-muted select-none">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-gold-400"
      />
      {label}
    </label>
  );
}

function Island({
  game,
  fallbackName,
  modelCode,
  machines,
  favorite,
  onDetail,
}: {
  game: TGame | undefined;
  fallbackName: string;
  modelCode: string;
  machines: TMachine[];
  favorite: boolean;
  onDetail: (machine: TMachine) => void;
}) {
  const { t, language } = useI18n('games');
  const setFavorite = useSetFavorite();
  const name = game?.name ?? fallbackName;
  const headingId = `island-${modelCode}`;
  const [pending, setPending] = useState<boolean | null>(null);
  const shownFavorite = pending ?? favorite;

  function toggleFavorite() {
    const next = !shownFavorite;
    setPending(next);
    setFavorite.mutate({ modelCode, favorite: next }, { onSettled: () => setPending(null) });
  }

  return (
    <section className="panel p-4 sm:p-5" aria-labelledby={headingId} data-testid="hall-island" data-model={modelCode}>
      <header className="mb-4 flex flex-wrap items-start gap-4">
        {game ? <GameThumb src={game.thumbnail} className="w-24 shrink-0 sm:w-28" /> : null}
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-violet-400 uppercase">
            {t(`games:types.${machines[0]?.type ?? 'slot'}`)}
          </p>
          <h3 id={headingId} className="text-lg leading-snug font-bold text-fg">
            {name}
          </h3>
          {game ? (
            <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-fg-muted">
              <div className="flex gap-1">
                <dt className="shrink-0 text-fg-subtle">{t('games:game.rtp')}</dt>
                <dd className="tabular-nums" data-testid="game-rtp">
                  {formatRtp(game.rtpMin, game.rtpMax, language)}
                </dd>
              </div>
              <div className="flex gap-1">
                <dt className="shrink-0 text-fg-subtle">{t('games:game.volatility')}</dt>
                <dd>{t(`games:volatility.${game.volatility}`)}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="shrink-0 text-fg-subtle">{t('games:game.bets')}</dt>
                <dd className="tabular-nums">{game.betOptions.map((bet) => formatCoins(bet, language)).join(' / ')}</dd>
              </div>
              {game.ballPrice ? (
                <div className="flex gap-1">
                  <dt className="shrink-0 text-fg-subtle">{t('games:game.ballPrice')}</dt>
                  <dd className="tabular-nums">{t('games:game.ballPriceValue', { coins: game.ballPrice })}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </div>
        <button
          type="button"
          aria-pressed={shownFavorite}
          aria-label={t(shownFavorite ? 'games:hall.unfavorite' : 'games:hall.favorite', { name })}
          onClick={toggleFavorite}
          disabled={pending !== null}
          className={clsx(
            'flex size-11 shrink-0 items-center justify-center rounded-full border transition-colors',
            shownFavorite ? 'border-gold-400/70 bg-gold-400/20 text-gold-300' : 'border-line text-fg-subtle hover:text-fg',
          )}
          data-testid="favorite-toggle"
        >
          <Icon name="star" className={clsx('size-5', shownFavorite && 'fill-current')} />
        </button>
      </header>
      <ul className="grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-3 xl:grid-cols-4">
        {machines.map((machine) => (
          <li key={machine.machineId}>
            <MachineCard machine={machine} onDetail={onDetail} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MachineCard({ machine, onDetail }: { machine: TMachine; onDetail: (machine: TMachine) => void }) {
  const { t, language } = useI18n('games');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = `machine-${machine.machineId}-error`;
  const canSit = machine.status === 'free' || machine.status === 'yours';

  async function sit() {
    setError(null);
    if (machine.status === 'yours') {
      void navigate(GAME_PATHS.springboard(machine.machineId));
      return;
    }
    setBusy(true);
    try {
      await takeSeat(machine.machineId);
      void navigate(GAME_PATHS.springboard(machine.machineId));
    } catch (caught) {
      setError(isApiError(caught) ? caught.msg : t('games:shared.loadFailed'));
      setBusy(false);
    }
  }

  const n = (value: number) => formatCoins(value, language);
  return (
    <div
      className={clsx(
        'flex h-full flex-col gap-2 rounded-xl border bg-night-900/70 p-2 sm:gap-3 sm:p-3',
        machine.status === 'yours' ? 'border-gold-400/70' : 'border-line',
        machine.status === 'out_of_service' && 'opacity-70',
      )}
      data-testid="machine-card"
      data-machine-id={machine.machineId}
      data-status={machine.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-1">
        <p className="text-sm font-bold text-fg tabular-nums sm:text-base">
          {t('games:hall.machineNo', { id: machine.machineId })}
        </p>
        <MachineStatusBadge status={machine.status} />
      </div>
      <div className="rounded-lg bg-night-950/80 px-2 py-1.5 ring-1 ring-line/70 sm:px-3 sm:py-2">
        <div className="flex items-baseline justify-between gap-2">
          <span className="text-xs text-fg-subtle">{t('games:counters.roundsSinceBonus')}</span>
          <span className="font-mono text-xl font-bold text-gold-300 tabular-nums sm:text-2xl" data-testid="rounds-since-bonus">
            {n(machine.roundsSinceBonus)}
          </span>
        </div>
        <dl className="mt-1 grid grid-cols-3 gap-0.5 text-center text-[0.625rem] leading-tight sm:gap-1 sm:text-[0.6875rem]">
          <div>
            <dt className="text-fg-subtle">{t('games:counters.roundsToday')}</dt>
            <dd className="font-mono text-sm text-fg tabular-nums">{n(machine.roundsToday)}</dd>
          </div>
          <div>
            <dt className="text-fg-subtle">{t('games:counters.bonusesToday')}</dt>
            <dd className="font-mono text-sm text-fg tabular-nums">{n(machine.bonusesToday)}</dd>
          </div>
          <div>
            <dt className="text-fg-subtle">{t('games:counters.bonusesYesterday')}</dt>
            <dd className="font-mono text-sm text-fg tabular-nums">{n(machine.bonusesYesterday)}</dd>
          </div>
        </dl>
        {machine.inBonus ? (
          <p
            className="mt-1.5 rounded bg-rose-500/20 py-0.5 text-center text-xs font-bold text-rose-200 motion-safe:animate-pulse"
            data-testid="in-bonus"
          >
            {t(`games:inBonus.${machine.type}`)}
          </p>
        ) : null}
      </div>
      <div className="mt-auto flex gap-1.5 sm:gap-2">
        <Button
          variant="ghost"
          size="sm"
          className="h-10 w-10 shrink-0 border border-line px-0 sm:w-auto sm:flex-1 sm:px-3"
          onClick={() => onDetail(machine)}
          aria-label={t('games:hall.detailsOf', { id: machine.machineId })}
        >
          <Icon name="chart" className="size-4" />
          <span className="hidden sm:inline">{t('games:hall.details')}</span>
        </Button>
        {canSit ? (
          <Button
            size="sm"
            className="h-10 flex-1"
            onClick={() => void sit()}
            disabled={busy}
            aria-busy={busy || undefined}
            aria-describedby={error ? errorId : undefined}
            aria-label={t(machine.status === 'yours' ? 'games:hall.continueAt' : 'games:hall.sitAt', { id: machine.machineId })}
          >
            {t(machine.status === 'yours' ? 'games:hall.continue' : 'games:hall.sit')}
          </Button>
        ) : (
          <span className={buttonClass('ghost', 'sm', 'h-10 flex-1 cursor-not-allowed border border-line/50 opacity-60')}>
            {t(`games:status.${machine.status}`)}
          </span>
        )}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
