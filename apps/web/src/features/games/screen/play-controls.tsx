import type { TSeat } from '@amigo/contract';
import clsx from 'clsx';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useGamesTranslation } from '../games-translation.ts';
import { GAME_PATHS } from '../paths.ts';
import type { GameSession, PlayError } from './use-game-session.ts';

/** Launch / spin, or skip while the machine animates. Full width in the side panel, flexible in the phone bar. */
export function PlayButton({ session, type, wide }: { session: GameSession; type: TSeat['game']['type']; wide: boolean }) {
  const { gt } = useGamesTranslation();
  const { animating, busy, cannotAfford, leaving } = session;
  return (
    <Button
      size="lg"
      className={clsx('text-lg', wide ? 'h-14 w-full' : 'h-12 flex-1')}
      onClick={animating ? session.skip : session.play}
      disabled={(busy && !animating) || session.auto.running || (cannotAfford && !animating) || leaving}
      aria-busy={busy || undefined}
      data-testid="play-button"
    >
      <Icon name={animating ? 'chevronRight' : 'gamepad'} className="size-5" />
      {gt(animating ? 'screen.skip' : type === 'pachinko' ? 'screen.launch' : 'screen.spin')}
    </Button>
  );
}

/** Why the last round was refused, with the way on (back to the hall, or to a deposit). */
export function PlayErrorBlock({ error }: { error: PlayError | null }) {
  const { gt } = useGamesTranslation();
  if (!error) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-danger/50 bg-danger/10 p-3 text-sm text-danger"
      data-testid="play-error"
    >
      <p>{error.msg}</p>
      {error.seatLost ? (
        <Link to={GAME_PATHS.hall} className="mt-1 inline-block font-semibold underline">
          {gt('screen.backToHall')}
        </Link>
      ) : null}
      {error.funds ? (
        <Link to={GAME_PATHS.deposit} className="mt-1 inline-block font-semibold underline">
          {gt('screen.deposit')}
        </Link>
      ) : null}
    </div>
  );
}

export function CannotAfford({ show }: { show: boolean }) {
  const { gt } = useGamesTranslation();
  return show ? <p className="text-xs text-danger">{gt('screen.cannotAfford')}</p> : null;
}
