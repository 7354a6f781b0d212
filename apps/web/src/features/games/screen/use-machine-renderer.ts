import { useEffect, useRef, useState } from 'react';
import type { TSeat } from '@amigo/contract';
import { formatCoins } from '../../../lib/format/money.ts';
import { useGamesTranslation } from '../games-translation.ts';
import type { Renderer } from './canvas.ts';
import { createPachinkoRenderer } from './pachinko-renderer.ts';
import { createPachislotRenderer } from './pachislot-renderer.ts';
import { createSlotRenderer } from './slot-renderer.ts';

/**
 * The renderer of this machine type on the screen's canvas, for as long as the screen is shown.
 * It starts from the state the machine had when the screen opened: later refetches of the seat
 * do not redraw it.
 */
export function useMachineRenderer(seat: TSeat) {
  const { gt, language } = useGamesTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const rendererRef = useRef<Renderer | null>(null);
  const [initialState] = useState(seat.state);
  const type = seat.game.type;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const formatNumber = (value: number) => formatCoins(value, language);
    let renderer: Renderer;
    if (type === 'pachinko') {
      renderer = createPachinkoRenderer(
        canvas,
        {
          jackpot: (rounds) => gt('canvas.jackpot', { rounds }),
          rush: (left) => gt('canvas.rush', { left }),
          figures: (launched, entries, won) => gt('canvas.figures', { launched, entries, won }),
          pending: gt('canvas.pending'),
        },
        initialState,
        formatNumber,
      );
    } else if (type === 'pachislot') {
      renderer = createPachislotRenderer(
        canvas,
        {
          bonusGame: (kind, current, total) => gt('canvas.bonusGame', { kind, current, total }),
          bonusLeft: (kind, left) => gt('canvas.bonusLeft', { kind, left }),
          payout: gt('canvas.payout'),
        },
        initialState,
      );
    } else {
      renderer = createSlotRenderer(
        canvas,
        {
          freeSpin: (current, total) => gt('canvas.freeSpin', { current, total }),
          win: (amount) => gt('canvas.win', { amount }),
        },
        formatNumber,
      );
    }
    rendererRef.current = renderer;
    return () => {
      renderer.destroy();
      rendererRef.current = null;
    };
  }, [type, gt, initialState, language]);

  return { canvasRef, rendererRef };
}
