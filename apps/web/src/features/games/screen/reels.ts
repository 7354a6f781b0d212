import { COLORS, FONT, clamp01, easeOutBack, roundedRect } from './canvas.ts';

/**
 * Reel symbols drawn with canvas paths (no image files) and a reel set that spins and stops
 * on given symbols: the slot's 5 × 3 window and the pachislot's 3 reels share it.
 */

function hashHue(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

export function drawSymbol(ctx: CanvasRenderingContext2D, symbol: string, cx: number, cy: number, size: number, dim = false) {
  const s = size;
  const key = symbol.toUpperCase();
  ctx.save();
  ctx.globalAlpha = dim ? 0.35 : 1;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  switch (key) {
    case '7':
    case 'SEVEN': {
      ctx.font = `900 ${s * 0.78}px ${FONT}`;
      ctx.lineWidth = s * 0.08;
      ctx.strokeStyle = COLORS.gold300;
      ctx.strokeText('7', cx, cy + s * 0.03);
      ctx.fillStyle = '#e11d48';
      ctx.fillText('7', cx, cy + s * 0.03);
      break;
    }
    case 'BAR': {
      roundedRect(ctx, cx - s * 0.4, cy - s * 0.18, s * 0.8, s * 0.36, s * 0.06);
      ctx.fillStyle = '#111';
      ctx.fill();
      ctx.lineWidth = s * 0.04;
      ctx.strokeStyle = COLORS.gold300;
      ctx.stroke();
      ctx.font = `900 ${s * 0.26}px ${FONT}`;
      ctx.fillStyle = COLORS.gold200;
      ctx.fillText('BAR', cx, cy + s * 0.01);
      break;
    }
    case 'BELL': {
      ctx.beginPath();
      ctx.moveTo(cx, cy - s * 0.36);
      ctx.bezierCurveTo(cx + s * 0.3, cy - s * 0.36, cx + s * 0.26, cy + s * 0.1, cx + s * 0.38, cy + s * 0.22);
      ctx.lineTo(cx - s * 0.38, cy + s * 0.22);
      ctx.bezierCurveTo(cx - s * 0.26, cy + s * 0.1, cx - s * 0.3, cy - s * 0.36, cx, cy - s * 0.36);
      ctx.fillStyle = COLORS.gold400;
      ctx.fill();
      ctx.beginPath();
      ctx.arc(cx, cy + s * 0.28, s * 0.08, 0, Math.PI * 2);
      ctx.fill();
      break;
    }
    case 'MELON':
    case 'WATERMELON': {
      ctx.beginPath();
      ctx.arc(cx, cy, s * 0.34, 0, Math.PI * 2);
      ctx.fillStyle = '#16a34a';
      ctx.fill();
      ctx.strokeStyle = '#052e16';
      ctx.lineWidth = s * 0.05;
      for (let i = -2; i <= 2; i += 1) {
        ctx.beginPath();
        ctx.ellipse(cx + i * s * 0.1, cy, s * 0.04, s * 0.32, 0, 0, Math.PI * 2);
        ctx.stroke();
      }
      break;
    }
    case 'CHERRY': {
      ctx.strokeStyle = '#15803d';
      ctx.lineWidth = s * 0.05;
      ctx.beginPath();
      ctx.moveTo(cx - s * 0.16, cy + s * 0.1);
      ctx.quadraticCurveTo(cx, cy - s * 0.3, cx + s * 0.12, cy - s * 0.36);
      ctx.moveTo(cx + s * 0.18, cy + s * 0.14);
      ctx.quadraticCurveTo(cx + s * 0.12, cy - s * 0.1, cx + s * 0.12, cy - s * 0.36);
      ctx.stroke();
      ctx.fillStyle = '#dc2626';
      for (const [dx, dy] of [
        [-0.16, 0.18],
        [0.18, 0.22],
      ] as const) {
        ctx.beginPath();
        ctx.arc(cx + dx * s, cy + dy * s, s * 0.15, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    }
    case 'REPLAY': {
      roundedRect(ctx, cx - s * 0.4, cy - s * 0.2, s * 0.8, s * 0.4, s * 0.12);
      ctx.fillStyle = '#0369a1';
      ctx.fill();
      ctx.font = `800 ${s * 0.17}px ${FONT}`;
      ctx.fillStyle = '#e0f2fe';
      ctx.fillText('REPLAY', cx, cy + s * 0.01);
      break;
    }
    case 'WILD': {
      star(ctx, cx, cy, s * 0.4, s * 0.18);
      ctx.fillStyle = COLORS.violet500;
      ctx.fill();
      ctx.font = `900 ${s * 0.19}px ${FONT}`;
      ctx.fillStyle = '#fff';
      ctx.fillText('WILD', cx, cy + s * 0.02);
      break;
    }
    case 'SCATTER':
    case 'BONUS': {
      ctx.beginPath();
      ctx.moveTo(cx, cy - s * 0.4);
      ctx.lineTo(cx + s * 0.36, cy);
      ctx.lineTo(cx, cy + s * 0.4);
      ctx.lineTo(cx - s * 0.36, cy);
      ctx.closePath();
      ctx.fillStyle = '#db2777';
      ctx.fill();
      ctx.font = `900 ${s * 0.15}px ${FONT}`;
      ctx.fillStyle = '#fff';
      ctx.fillText(key === 'BONUS' ? 'BONUS' : 'SCATTER', cx, cy + s * 0.01);
      break;
    }
    case 'PEARL': {
      const pearl = ctx.createRadialGradient(cx - s * 0.1, cy - s * 0.12, s * 0.03, cx, cy, s * 0.34);
      pearl.addColorStop(0, '#ffffff');
      pearl.addColorStop(0.6, '#f5d0fe');
      pearl.addColorStop(1, '#a78bfa');
      ctx.beginPath();
      ctx.arc(cx, cy, s * 0.32, 0, Math.PI * 2);
      ctx.fillStyle = pearl;
      ctx.fill();
      ctx.lineWidth = s * 0.04;
      ctx.strokeStyle = COLORS.gold400;
      ctx.stroke();
      break;
    }
    case 'DRAGON':
    case 'PHOENIX':
    case 'TIGER':
    case 'KOI': {
      const look = MEDALLIONS[key];
      ctx.beginPath();
      ctx.arc(cx, cy, s * 0.38, 0, Math.PI * 2);
      ctx.fillStyle = look.fill;
      ctx.fill();
      ctx.lineWidth = s * 0.05;
      ctx.strokeStyle = COLORS.gold300;
      ctx.stroke();
      ctx.font = `900 ${s * 0.4}px ${FONT}`;
      ctx.fillStyle = look.ink;
      ctx.fillText(look.glyph, cx, cy + s * 0.02);
      break;
    }
    default: {
      // Card ranks and any symbol a new model brings: its name on a tile of its own colour.
      const hue = hashHue(key);
      roundedRect(ctx, cx - s * 0.36, cy - s * 0.36, s * 0.72, s * 0.72, s * 0.14);
      ctx.fillStyle = `hsl(${hue} 60% 32%)`;
      ctx.fill();
      const label = symbol.length > 4 ? symbol.slice(0, 4) : symbol;
      ctx.font = `900 ${s * (label.length > 2 ? 0.2 : 0.36)}px ${FONT}`;
      ctx.fillStyle = `hsl(${hue} 90% 88%)`;
      ctx.fillText(label, cx, cy + s * 0.02);
    }
  }
  ctx.restore();
}

const MEDALLIONS = {
  DRAGON: { glyph: '龍', fill: '#b91c1c', ink: '#fde68a' },
  PHOENIX: { glyph: '鳳', fill: '#c2410c', ink: '#fff7ed' },
  TIGER: { glyph: '虎', fill: '#a16207', ink: '#fefce8' },
  KOI: { glyph: '鯉', fill: '#0e7490', ink: '#ecfeff' },
} as const;

function star(ctx: CanvasRenderingContext2D, cx: number, cy: number, outer: number, inner: number) {
  ctx.beginPath();
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const x = cx + Math.cos(angle) * radius;
    const y = cy + Math.sin(angle) * radius;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

export interface ReelLayout {
  x: number;
  y: number;
  width: number;
  height: number;
  reels: number;
  rows: number;
}

/**
 * A set of reels. `final[reel][row]` is what each reel stops on (from the server's answer);
 * `filler` only decorates the blur of the spin and is never what a reel stops on.
 */
export class ReelSet {
  private final: string[][];
  private offsets: number[];
  private stopped: boolean[];

  constructor(
    private readonly layout: () => ReelLayout,
    initial: string[][],
    /** Symbols that pass by during a spin (decoration; never what a reel stops on). */
    public filler: readonly string[],
  ) {
    this.final = initial;
    this.offsets = initial.map(() => 0);
    this.stopped = initial.map(() => true);
  }

  get symbols(): string[][] {
    return this.final;
  }

  /** Sets what the reels show at rest (no animation). */
  set(final: string[][]) {
    this.final = final;
    this.offsets = final.map(() => 0);
    this.stopped = final.map(() => true);
  }

  /**
   * Starts spinning towards `final`: returns a frame function for FrameLoop (true while any
   * reel still moves) and calls onStop(reel) when each reel lands.
   */
  spin(final: string[][], options: { firstStop: number; gap: number; onStop?: (reel: number) => void }) {
    this.final = final;
    const distances = final.map((_, reel) => 18 + reel * 6);
    const stopAt = final.map((_, reel) => options.firstStop + reel * options.gap);
    this.offsets = distances.slice();
    this.stopped = final.map(() => false);
    return (elapsed: number) => {
      let moving = false;
      final.forEach((_, reel) => {
        const t = clamp01(elapsed / stopAt[reel]!);
        this.offsets[reel] = t >= 1 ? 0 : distances[reel]! * (1 - easeOutBack(t));
        if (t >= 1 && !this.stopped[reel]) {
          this.stopped[reel] = true;
          options.onStop?.(reel);
        }
        if (t < 1) moving = true;
      });
      return moving;
    };
  }

  /** Stops every reel on its final symbols at once. */
  land() {
    this.offsets = this.final.map(() => 0);
    this.stopped = this.final.map(() => true);
  }

  draw(ctx: CanvasRenderingContext2D, options: { highlight?: (reel: number, row: number) => boolean; dimRows?: number[] } = {}) {
    const { x, y, width, height, reels, rows } = this.layout();
    const cellW = width / reels;
    const cellH = height / rows;
    const size = Math.min(cellW, cellH) * 0.9;
    for (let reel = 0; reel < reels; reel += 1) {
      const rx = x + reel * cellW;
      ctx.save();
      roundedRect(ctx, rx + 3, y, cellW - 6, height, 10);
      const gradient = ctx.createLinearGradient(0, y, 0, y + height);
      gradient.addColorStop(0, '#d9d4f5');
      gradient.addColorStop(0.5, '#ffffff');
      gradient.addColorStop(1, '#d9d4f5');
      ctx.fillStyle = gradient;
      ctx.fill();
      ctx.clip();
      const finalSymbols = this.final[reel] ?? [];
      const offset = this.offsets[reel] ?? 0;
      // index 0..rows-1 is the final window; the strip runs downwards, so the filler that passes
      // first has the higher indices and the final symbols come in from above.
      for (let index = Math.floor(offset) - 1; index <= Math.ceil(offset) + rows; index += 1) {
        const symbol =
          index >= 0 && index < rows
            ? (finalSymbols[index] ?? '')
            : this.filler[(((index + reel * 3) % this.filler.length) + this.filler.length) % this.filler.length]!;
        const cy = y + (index - offset) * cellH + cellH / 2;
        if (cy < y - cellH || cy > y + height + cellH) continue;
        const landed = offset === 0 && index >= 0 && index < rows;
        const lit = landed && options.highlight?.(reel, index);
        if (lit) {
          ctx.fillStyle = 'rgba(242, 193, 78, 0.45)';
          ctx.fillRect(rx + 3, cy - cellH / 2, cellW - 6, cellH);
        }
        drawSymbol(ctx, symbol, rx + cellW / 2, cy, size, landed && (options.dimRows?.includes(index) ?? false));
      }
      // Shade at the top and bottom of the window: the reel's curve.
      const shade = ctx.createLinearGradient(0, y, 0, y + height);
      shade.addColorStop(0, 'rgba(7,6,26,0.55)');
      shade.addColorStop(0.18, 'rgba(7,6,26,0)');
      shade.addColorStop(0.82, 'rgba(7,6,26,0)');
      shade.addColorStop(1, 'rgba(7,6,26,0.55)');
      ctx.fillStyle = shade;
      ctx.fillRect(rx, y, cellW, height);
      ctx.restore();
    }
  }
}
