import type { TSeat } from '@amigo/contract';
import { lazy, Suspense, useRef, useState } from 'react';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { formatRtp } from '../format.ts';
import { useGamesTranslation } from '../games-translation.ts';
import type { GameSession } from './use-game-session.ts';

/** The rules and paytable panel: its own chunk, fetched when the member first opens it. */
const RulesPanel = lazy(() => import('./rules-panel.tsx'));

/** The machine's name and figures, with the rules, sound and leave buttons. */
export function ScreenHeader({ seat, session }: { seat: TSeat; session: GameSession }) {
  const { gt, language } = useGamesTranslation();
  const { game, machineId } = seat;
  const [rulesOpen, setRulesOpen] = useState(false);
  // Mounted from the first opening on, so closing it (Escape, ×) gives focus back to its button.
  const [rulesLoaded, setRulesLoaded] = useState(false);
  const rulesButtonRef = useRef<HTMLButtonElement>(null);
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-violet-400 uppercase">
          {gt(`types.${game.type}`)} · {gt('hall.machineNo', { id: machineId })}
        </p>
        <h1 className="text-2xl leading-tight font-bold text-fg sm:text-3xl" data-testid="game-name">
          {game.name}
        </h1>
        <p className="mt-1 text-xs text-fg-subtle">
          {gt('game.rtp')} {formatRtp(game.rtpMin, game.rtpMax, language)} · {gt('game.volatility')}{' '}
          {gt(`volatility.${game.volatility}`)}
          {game.ballPrice ? ` · ${gt('game.ballPriceValue', { coins: game.ballPrice })}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm', 'h-10')}
          ref={rulesButtonRef}
          onClick={() => {
            setRulesLoaded(true);
            setRulesOpen(true);
          }}
          aria-haspopup="dialog"
          data-testid="rules-button"
        >
          <Icon name="info" className="size-4" />
          {gt('rules.open')}
        </button>
        {rulesLoaded ? (
          <Suspense fallback={null}>
            <RulesPanel
              modelCode={game.code}
              name={game.name}
              open={rulesOpen}
              onOpenChange={(open) => {
                setRulesOpen(open);
                if (!open) requestAnimationFrame(() => rulesButtonRef.current?.focus());
              }}
            />
          </Suspense>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className="h-10 border border-line"
          onClick={session.toggleMute}
          aria-pressed={!session.muted}
          data-testid="sound-toggle"
        >
          <Icon name={session.muted ? 'eyeOff' : 'sparkles'} className="size-4" />
          {gt(session.muted ? 'screen.soundOff' : 'screen.soundOn')}
        </Button>
        <Button variant="secondary" size="sm" className="h-10" onClick={session.leave} disabled={session.leaving}>
          <Icon name="logout" className="size-4" />
          {gt('screen.leave')}
        </Button>
      </div>
    </header>
  );
}
