import type { TSeat } from '@amigo/contract';
import clsx from 'clsx';
import { RealityCheckDialog } from '../../../components/reality-check-dialog.tsx';
import { useIsDesktop } from '../../../lib/hooks/use-media-query.ts';
import { GAME_PATHS } from '../paths.ts';
import { AutoPlayPanel } from './auto-play-panel.tsx';
import { CreditsPanel } from './credits-panel.tsx';
import { MachineView } from './machine-view.tsx';
import { MobilePlayBar } from './mobile-play-bar.tsx';
import { ScreenHeader } from './screen-header.tsx';
import { ScreenLinks } from './screen-links.tsx';
import { useGameSession } from './use-game-session.ts';
import { useMachineRenderer } from './use-machine-renderer.ts';

/**
 * One machine in play: the renderer draws the machine on the canvas, the session hook holds the
 * state, the calls and the timers, and the panels show them.
 */
export function GameScreen({ seat }: { seat: TSeat }) {
  const { canvasRef, rendererRef } = useMachineRenderer(seat);
  const session = useGameSession(seat, rendererRef);
  const isDesktop = useIsDesktop();
  return (
    <article className={clsx('grid gap-5', !isDesktop && 'pb-24')} data-testid="game-screen" data-game-type={seat.game.type}>
      <RealityCheckDialog
        open={session.realityCheck.open}
        onContinue={session.realityCheck.continue}
        onLeave={session.realityCheck.dismiss}
        settingsPath={GAME_PATHS.responsibleGaming}
      />
      <ScreenHeader seat={seat} session={session} />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <MachineView seat={seat} session={session} canvasRef={canvasRef} />
        <div className="grid gap-4">
          <CreditsPanel seat={seat} session={session} isDesktop={isDesktop} />
          <AutoPlayPanel session={session} />
          <ScreenLinks lastRecordId={session.last?.recordId ?? null} idleTimeoutSeconds={seat.idleTimeoutSeconds} />
        </div>
      </div>
      {isDesktop ? null : <MobilePlayBar seat={seat} session={session} />}
    </article>
  );
}
