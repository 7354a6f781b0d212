import type { TPlayResult } from '@amigo/contract';
import { COLORS, FONT, FrameLoop, createSurface, roundedRect, type AnimateOptions, type Renderer } from './canvas.ts';
import { pachislotBonus, readPachislot, type PachislotView } from './display.ts';
import { ReelSet } from './reels.ts';

/**
 * The reel strips drawn around the payline. The model decides only the payline's three stops;
 * the rows above and below are that symbol's fixed neighbours on these strips (dimmed, never
 * random), so the same answer always looks the same.
 */
const STRIPS: readonly (readonly string[])[] = [
  ['7', 'CHERRY', 'BELL', 'REPLAY', 'MELON', 'BAR', 'BELL', 'REPLAY', 'CHERRY', 'MELON', 'BELL', 'REPLAY'],
  ['7', 'BELL', 'REPLAY', 'MELON', 'CHERRY', 'BAR', 'REPLAY', 'BELL', 'MELON', 'REPLAY', 'BELL', 'CHERRY'],
  ['7', 'REPLAY', 'BELL', 'MELON', 'BAR', 'CHERRY', 'BELL', 'REPLAY', 'MELON', 'BELL', 'REPLAY', 'CHERRY'],
];

/** Column of a reel around its payline symbol: [above, payline, below]. */
export function reelColumn(reel: number, payline: string): string[] {
  const strip = STRIPS[reel] ?? STRIPS[0]!;
  const index = strip.indexOf(payline);
  if (index === -1) return ['', payline, ''];
  const at = (i: number) => strip[(i + strip.length) % strip.length]!;
  return [at(index - 1), payline, at(index + 1)];
}

export interface PachislotLabels {
  bonusGame: (kind: 'BIG' | 'REG', game: number, games: number) => string;
  bonusLeft: (kind: 'BIG' | 'REG', gamesLeft: number) => string;
  payout: string;
}

/**
 * The 3-reel pachislot: reels stop left, centre, right on the flag's payline symbols; the
 * GOGO lamp lights when a bonus is won, the counter shows the bonus games, the payout window
 * the coins paid.
 */
export function createPachislotRenderer(
  canvas: HTMLCanvasElement,
  labels: PachislotLabels,
  initialState: Record<string, unknown> | null,
): Renderer {
  const loop = new FrameLoop();
  let view: PachislotView | null = null;
  let lamp = pachislotBonus(initialState) !== null;
  let payout = 0;
  const initialBonus = pachislotBonus(initialState);
  let bonusLine = initialBonus ? labels.bonusLeft(initialBonus.kind === 'big' ? 'BIG' : 'REG', initialBonus.gamesLeft) : null;

  // Bands: the bonus counter on top, the reel window, the GOGO lamp and payout window below.
  const bands = () => ({ top: Math.max(30, surface.height * 0.11), bottom: Math.max(58, surface.height * 0.2) });
  const layout = () => {
    const { top, bottom } = bands();
    const room = surface.height - top - bottom;
    const width = Math.min(surface.width * 0.86, room * 1.3);
    const height = Math.min(room, width * 0.8);
    return { x: (surface.width - width) / 2, y: top + (room - height) / 2, width, height, reels: 3, rows: 3 };
  };
  const reels = new ReelSet(layout, [reelColumn(0, '7'), reelColumn(1, 'BAR'), reelColumn(2, 'BELL')], STRIPS[0]!);
  const { surface, dispose } = createSurface(canvas, () => draw());

  function draw() {
    const { ctx, width, height } = surface;
    ctx.clearRect(0, 0, width, height);
    const body = ctx.createLinearGradient(0, 0, 0, height);
    body.addColorStop(0, '#3b0a2a');
    body.addColorStop(0.5, '#1a0b2e');
    body.addColorStop(1, COLORS.night950);
    ctx.fillStyle = body;
    roundedRect(ctx, 0, 0, width, height, 18);
    ctx.fill();

    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    if (bonusLine) {
      ctx.font = `800 ${Math.min(18, width / 20)}px ${FONT}`;
      ctx.fillStyle = COLORS.gold300;
      ctx.fillText(bonusLine, width / 2, bands().top / 2 + 2);
    }

    const box = layout();
    ctx.fillStyle = '#000';
    roundedRect(ctx, box.x - 8, box.y - 8, box.width + 16, box.height + 16, 14);
    ctx.fill();
    ctx.strokeStyle = COLORS.gold500;
    ctx.lineWidth = 3;
    ctx.stroke();
    reels.draw(ctx, { dimRows: [0, 2], highlight: (_reel, row) => row === 1 && view !== null && view.payout > 0 });
    // The payline.
    const lineY = box.y + box.height / 2;
    ctx.strokeStyle = 'rgba(225, 29, 72, 0.85)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(box.x - 6, lineY);
    ctx.lineTo(box.x + box.width + 6, lineY);
    ctx.stroke();

    // GOGO lamp, bottom left; payout window, bottom right.
    const baseY = box.y + box.height + bands().bottom / 2 + 4;
    const lampR = Math.min(22, bands().bottom * 0.34);
    const lampX = box.x + lampR + 4;
    ctx.beginPath();
    ctx.arc(lampX, baseY, lampR, 0, Math.PI * 2);
    ctx.fillStyle = lamp ? '#facc15' : '#3f3a55';
    ctx.shadowColor = lamp ? '#fde047' : 'transparent';
    ctx.shadowBlur = lamp ? 24 : 0;
    ctx.fill();
    ctx.shadowBlur = 0;
    ctx.font = `900 ${Math.round(lampR * 0.55)}px ${FONT}`;
    ctx.fillStyle = lamp ? '#7c2d12' : '#8b85a8';
    ctx.fillText('GOGO!', lampX, baseY + 1);

    const winW = 120;
    const winX = box.x + box.width - winW;
    ctx.fillStyle = '#120404';
    roundedRect(ctx, winX, baseY - 18, winW, 36, 6);
    ctx.fill();
    ctx.font = `700 10px ${FONT}`;
    ctx.fillStyle = '#fca5a5';
    ctx.textAlign = 'left';
    ctx.fillText(labels.payout, winX + 8, baseY);
    ctx.font = `900 22px ui-monospace, monospace`;
    ctx.fillStyle = payout > 0 ? '#f87171' : '#5b1f1f';
    ctx.textAlign = 'right';
    ctx.fillText(String(payout).padStart(2, '0'), winX + winW - 8, baseY + 1);
  }

  async function animate(result: TPlayResult, options: AnimateOptions) {
    loop.reset();
    const next = readPachislot(result.display);
    view = null;
    payout = 0;
    if (!next) {
      draw();
      return;
    }
    const final = next.reels.map((symbol, reel) => reelColumn(reel, symbol));
    if (next.bonus) {
      bonusLine = labels.bonusGame(next.bonus.kind === 'big' ? 'BIG' : 'REG', next.bonus.game, next.bonus.games);
      lamp = true;
    } else if (!next.bonusStarted) {
      bonusLine = null;
      lamp = false;
    }
    if (options.reducedMotion) {
      reels.set(final);
    } else {
      const frame = reels.spin(final, { firstStop: 520, gap: 260, onStop: () => options.onCue?.('stop') });
      await loop.run((elapsed) => {
        const moving = elapsed !== Infinity && frame(elapsed);
        if (elapsed === Infinity) reels.land();
        draw();
        return moving;
      });
    }
    view = next;
    payout = next.payout;
    if (next.bonusStarted) {
      lamp = true;
      options.onCue?.('bonus');
    } else if (payout > 0) options.onCue?.('win');
    if (next.bonus && next.bonus.gamesLeft === 0) lamp = false;
    draw();
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
