import type { TPlayResult } from '@amigo/contract';
import { COLORS, FONT, FrameLoop, createSurface, roundedRect, type AnimateOptions, type Renderer } from './canvas.ts';
import { readSlot, type SlotSpinView } from './display.ts';
import { ReelSet } from './reels.ts';

/** Symbols that pass by while the reels spin before the first answer (decoration only). */
const DEFAULT_FILLER = ['A', 'DRAGON', 'K', 'KOI', 'Q', 'PHOENIX', 'J', 'TIGER', '10', 'WILD', 'PEARL'];

export interface SlotLabels {
  freeSpin: (current: number, total: number) => string;
  win: (amount: string) => string;
}

/**
 * The video slot: a 5 × 3 window. Each spin of the answer (the paid spin, then any free spins
 * it played) spins the reels and stops them left to right on the server's grid; winning
 * cells light up when the answer names their rows.
 */
export function createSlotRenderer(canvas: HTMLCanvasElement, labels: SlotLabels, formatNumber: (n: number) => string): Renderer {
  const loop = new FrameLoop();
  let filler: string[] = DEFAULT_FILLER;
  let banner: string | null = null;
  let winText: string | null = null;
  let current: SlotSpinView | null = null;

  const layout = () => {
    const padX = Math.max(10, surface.width * 0.04);
    const top = 44;
    const bottom = 40;
    return { x: padX, y: top, width: surface.width - padX * 2, height: surface.height - top - bottom, reels: 5, rows: 3 };
  };
  const reels = new ReelSet(
    layout,
    [0, 1, 2, 3, 4].map((reel) => [0, 1, 2].map((row) => DEFAULT_FILLER[(reel * 3 + row) % DEFAULT_FILLER.length]!)),
    filler,
  );
  const { surface, dispose } = createSurface(canvas, () => draw());

  function lit(reel: number, row: number): boolean {
    if (!current) return false;
    if (current.scatterCount >= 3 && current.reels[reel]?.[row] === 'PEARL') return true;
    return current.lines.some((line) => line.rows !== null && reel < line.count && line.rows[reel] === row);
  }

  function draw() {
    const { ctx, width, height } = surface;
    ctx.clearRect(0, 0, width, height);
    const bg = ctx.createLinearGradient(0, 0, 0, height);
    bg.addColorStop(0, COLORS.night700);
    bg.addColorStop(1, COLORS.night950);
    ctx.fillStyle = bg;
    roundedRect(ctx, 0, 0, width, height, 18);
    ctx.fill();
    const box = layout();
    ctx.strokeStyle = COLORS.gold400;
    ctx.lineWidth = 3;
    roundedRect(ctx, box.x - 4, box.y - 4, box.width + 8, box.height + 8, 12);
    ctx.stroke();
    reels.draw(ctx, { highlight: lit });
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    if (banner) {
      ctx.font = `800 ${Math.min(18, width / 22)}px ${FONT}`;
      ctx.fillStyle = COLORS.rose;
      ctx.fillText(banner, width / 2, 22);
    }
    if (winText) {
      ctx.font = `900 ${Math.min(22, width / 18)}px ${FONT}`;
      ctx.fillStyle = COLORS.gold300;
      ctx.fillText(winText, width / 2, height - 20);
    }
  }

  async function animate(result: TPlayResult, options: AnimateOptions) {
    loop.reset();
    const view = readSlot(result.display);
    winText = null;
    banner = null;
    if (!view) {
      draw();
      return;
    }
    const seen = new Set<string>(filler);
    for (const spin of view.spins) for (const reel of spin.reels) for (const symbol of reel) seen.add(symbol);
    filler = [...seen];
    reels.filler = filler;
    let total = 0;
    const frees = Math.max(view.freeSpinsPlayed, view.spins.filter((spin) => spin.free).length);
    let freeIndex = 0;
    for (const spin of view.spins) {
      current = null;
      if (spin.free) {
        freeIndex += 1;
        banner = labels.freeSpin(freeIndex, frees);
      }
      if (options.reducedMotion) {
        reels.set(spin.reels);
      } else {
        const frame = reels.spin(spin.reels, {
          firstStop: spin.free ? 450 : 650,
          gap: spin.free ? 120 : 180,
          onStop: () => options.onCue?.('stop'),
        });
        await loop.run((elapsed) => {
          const moving = elapsed !== Infinity && frame(elapsed);
          if (elapsed === Infinity) reels.land();
          draw();
          return moving;
        });
      }
      current = spin;
      total += spin.win;
      if (spin.win > 0) {
        winText = labels.win(formatNumber(total));
        options.onCue?.('win');
      }
      draw();
      if (!options.reducedMotion && view.spins.length > 1) await pause(spin.win > 0 ? 500 : 200);
    }
    // The answer's own total is what was paid; the per-spin figures only animate towards it.
    winText = result.win > 0 ? labels.win(formatNumber(result.win)) : null;
    draw();
  }

  function pause(ms: number) {
    return loop.run((elapsed) => elapsed < ms);
  }

  draw();
  return {
    draw,
    animate,
    finish: () => loop.skipAll(),
    destroy: () => {
      loop.finish();
      dispose();
    },
  };
}
