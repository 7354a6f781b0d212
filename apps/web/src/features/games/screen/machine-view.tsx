import type { TSeat } from '@amigo/contract';
import clsx from 'clsx';
import type { RefObject } from 'react';
import { useGamesTranslation } from '../games-translation.ts';
import { bannerText } from './banner.ts';
import type { GameSession } from './use-game-session.ts';

/** Sizes that keep the whole machine in view at 1280 × 800 and at 390 px wide. */
const ASPECT: Record<TSeat['game']['type'], string> = {
  pachinko: 'aspect-[3/4] max-h-[58vh] md:max-h-[68vh]',
  pachislot: 'aspect-[4/3] md:aspect-[16/11]',
  slot: 'aspect-[4/3] md:aspect-[8/5]',
};

/** The machine: its banner, the canvas the renderer draws on, and the spoken result of each round. */
export function MachineView({
  seat,
  session,
  canvasRef,
}: {
  seat: TSeat;
  session: GameSession;
  canvasRef: RefObject<HTMLCanvasElement | null>;
}) {
  const { gt } = useGamesTranslation();
  const { game, machineId } = seat;
  const { animating } = session;
  const banner = bannerText(gt, seat, session.machineState, session.last);
  return (
    <div className="grid gap-3">
      {banner ? (
        <p
          className={clsx(
            'rounded-xl px-4 py-2 text-center text-sm font-black tracking-wide',
            banner.tone === 'rush'
              ? 'bg-rose-600/25 text-rose-100 ring-1 ring-rose-400/60'
              : 'bg-gold-400/20 text-gold-200 ring-1 ring-gold-400/60',
          )}
          data-testid="game-banner"
        >
          {banner.text}
        </p>
      ) : null}
      <div className="relative">
        <canvas
          ref={canvasRef}
          className={clsx('mx-auto block w-full touch-manipulation rounded-2xl', ASPECT[game.type])}
          role="img"
          aria-label={gt('screen.canvasLabel', { name: game.name, id: machineId })}
          aria-describedby="game-result"
          onClick={() => (animating ? session.skip() : undefined)}
          data-testid="game-canvas"
        />
      </div>
      <p id="game-result" className="sr-only" aria-live="polite" aria-atomic="true" data-testid="game-announcement">
        {session.announcement}
      </p>
      <p className="hidden text-center text-xs text-fg-subtle md:block">
        {gt(animating ? 'screen.tapToSkip' : 'screen.keyboardHint')}
      </p>
    </div>
  );
}
