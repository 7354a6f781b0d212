import type { TGame } from '@amigo/contract';
import { Suspense, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { formatCoins } from '../../../lib/format/money.ts';
import { useHomeRow } from '../api/home-rows.ts';
import { formatRtp } from '../format.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { GAME_PATHS } from '../paths.ts';
import { GameThumb } from './game-thumb.tsx';

/**
 * The home page's two rows of games: popular (most played over the last 7 days) and new
 * (latest models). Self-contained: it loads the `games` catalogue and both lists itself and
 * renders nothing until they are there, so the home page never waits for it.
 */
export function HomeGameRows() {
  return (
    <Suspense fallback={null}>
      <Rows />
    </Suspense>
  );
}

function Rows() {
  // The rows are drawn as a transition (useDeferredValue): React builds it in slices between frames,
  // not inside the query's synchronous update (Total Blocking Time on a phone).
  const popular = useDeferredValue(useHomeRow('popular').data);
  const latest = useDeferredValue(useHomeRow('latest').data);
  return (
    <div className="mt-12 grid min-w-0 grid-cols-1 gap-10" data-testid="home-game-rows">
      <Row kind="popular" games={popular} />
      <Row kind="latest" games={latest} />
    </div>
  );
}

function Row({ kind, games }: { kind: 'popular' | 'latest'; games: TGame[] | undefined }) {
  const { t, language } = useI18n('games');
  if (!games || games.length === 0) return null;
  const headingId = `home-games-${kind}`;
  return (
    <section aria-labelledby={headingId} className="min-w-0" data-testid={`home-games-${kind}`}>
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-fg">
          {t(`games:home.${kind}`)}
        </h2>
        <Link to={GAME_PATHS.hall} className="text-sm font-semibold text-gold-300 underline-offset-4 hover:underline">
          {t('games:home.toHall')}
        </Link>
      </div>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-4 md:overflow-visible md:px-0">
        {games.map((game) => (
          <li key={game.code} className="w-40 shrink-0 snap-start md:w-auto">
            <Link
              to={`${GAME_PATHS.hall}?type=${game.type}`}
              className="panel flex h-full flex-col gap-2 p-2.5 transition-colors hover:border-gold-400/60"
            >
              <GameThumb src={game.thumbnail} className="w-full" />
              <span className="text-[0.6875rem] font-semibold tracking-wide text-violet-400 uppercase">
                {t(`games:types.${game.type}`)}
              </span>
              <span className="text-sm leading-snug font-bold text-fg">{game.name}</span>
              <span className="mt-auto text-xs text-fg-subtle tabular-nums">
                {t('games:game.rtp')} {formatRtp(game.rtpMin, game.rtpMax, language)} ·{' '}
                {kind === 'popular'
                  ? t('games:home.plays', { plays: formatCoins(game.playsLast7Days, language) })
                  : t('games:home.free', { free: game.freeMachines, total: game.machines })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
