import type { TSeat } from '@amigo/contract';
import clsx from 'clsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { useGamesTranslation } from '../games-translation.ts';
import { CannotAfford, PlayButton, PlayErrorBlock } from './play-controls.tsx';
import type { GameSession } from './use-game-session.ts';

/** Phones: play stays under the thumb, above the bottom menu, wherever the page is scrolled. */
export function MobilePlayBar({ seat, session }: { seat: TSeat; session: GameSession }) {
  const { gt, language } = useGamesTranslation();
  const { last, auto } = session;
  return (
    <div
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 grid gap-2 border-t border-line bg-night-900/95 px-4 py-2 backdrop-blur-md"
      data-testid="mobile-play-bar"
    >
      <PlayErrorBlock error={session.error} />
      <CannotAfford show={session.cannotAfford} />
      <div className="flex items-center gap-3">
        <dl className="grid min-w-16 shrink-0 text-xs leading-tight">
          <dt className="text-fg-subtle">{gt('screen.lastWin')}</dt>
          <dd
            className={clsx('font-mono text-base font-bold tabular-nums', last && last.win > 0 ? 'text-emerald-300' : 'text-fg')}
          >
            {last ? formatCoins(last.win, language) : '—'}
          </dd>
        </dl>
        {auto.running ? (
          <Button variant="secondary" className="h-12 flex-1" onClick={auto.stop}>
            {gt('auto.stop', { played: auto.played, rounds: auto.settings.rounds })}
          </Button>
        ) : (
          <PlayButton session={session} type={seat.game.type} wide={false} />
        )}
      </div>
    </div>
  );
}
