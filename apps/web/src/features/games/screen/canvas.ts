import type { TPlayResult } from '@amigo/contract';

/**
 * The game screen draws with the plain canvas 2D API: no rendering library, so the route's
 * chunk stays small. Each machine type has a renderer; the screen hands it the server's answer
 * and waits for the animation to end on exactly what the server decided.
 */
export interface AnimateOptions {
  /** prefers-reduced-motion: no spinning or falling, the outcome is drawn at once. */
  reducedMotion: boolean;
  /** Called on audible moments (a reel stops, a ball enters, a win). */
  onCue?: (cue: Cue) => void;
}

export type Cue = 'stop' | 'enter' | 'reach' | 'win' | 'bonus';

export interface Renderer {
  /** Draws the machine at rest (first frame, after a resize). */
  draw(): void;
  /** Plays the animation of one answer; resolves when the machine shows the outcome. */
  animate(result: TPlayResult, options: AnimateOptions): Promise<void>;
  /** Ends a running animation at once on its final frame (the member tapped to skip). */
  finish(): void;
  destroy(): void;
}

export interface Surface {
  canvas: HTMLCanvasElement;
  ctx: CanvasRenderingContext2D;
  /** Size in CSS pixels (the drawing is scaled for the device pixel ratio). */
  width: number;
  height: number;
}

/** Keeps the canvas's backing store at the element's size × devicePixelRatio (no style="" needed). */
export function createSurface(canvas: HTMLCanvasElement, onResize: () => void): { surface: Surface; dispose: () => void } {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2D is not available');
  const surface: Surface = { canvas, ctx, width: 1, height: 1 };
  let ready = false;
  const fit = () => {
    const rect = canvas.getBoundingClientRect();
    const dpr = Math.min(window.devicePixelRatio || 1, 2);
    const width = Math.max(1, Math.round(rect.width));
    const height = Math.max(1, Math.round(rect.height));
    if (width === surface.width && height === surface.height && canvas.width === Math.round(width * dpr)) return;
    surface.width = width;
    surface.height = height;
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    if (ready) onResize();
  };
  // The first fit does not draw: the renderer draws once it has finished setting up.
  fit();
  ready = true;
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
  observer?.observe(canvas);
  return { surface, dispose: () => observer?.disconnect() };
}

/**
 * A frame loop of a fixed length: `frame(elapsed)` is called every animation frame until it
 * returns false or `finish()` is called, then once more with Infinity (the final frame).
 */
export class FrameLoop {
  private handle = 0;
  private done: (() => void) | null = null;
  private step: ((elapsed: number) => boolean) | null = null;
  private skipping = false;

  run(frame: (elapsed: number) => boolean): Promise<void> {
    this.finish();
    if (this.skipping) {
      frame(Infinity);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const start = performance.now();
      this.step = frame;
      this.done = resolve;
      const tick = (now: number) => {
        if (!this.step) return;
        if (this.step(now - start)) this.handle = requestAnimationFrame(tick);
        else this.complete();
      };
      this.handle = requestAnimationFrame(tick);
    });
  }

  finish(): void {
    if (this.step) this.complete();
  }

  /** Ends the running segment and every later one of this animation at once (skip). */
  skipAll(): void {
    this.skipping = true;
    this.finish();
  }

  /** A new animation starts: segments run in full again. */
  reset(): void {
    this.skipping = false;
  }

  private complete(): void {
    cancelAnimationFrame(this.handle);
    const step = this.step;
    const done = this.done;
    this.step = null;
    this.done = null;
    step?.(Infinity);
    done?.();
  }
}

export function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

export const COLORS = {
  night950: '#07061a',
  night900: '#0d0b26',
  night800: '#1a1648',
  night700: '#252063',
  line: '#3a338a',
  gold200: '#fbe9ae',
  gold300: '#f8d774',
  gold400: '#f2c14e',
  gold500: '#dfa526',
  violet400: '#a58bff',
  violet500: '#7c5cff',
  fg: '#f4f2ff',
  fgMuted: '#c9c3ea',
  fgSubtle: '#a29bd0',
  rose: '#fb7185',
  emerald: '#34d399',
  sky: '#38bdf8',
} as const;

export const FONT = "system-ui, -apple-system, 'Segoe UI', 'Hiragino Sans', 'Noto Sans CJK JP', sans-serif";

export const easeOutBack = (t: number) => {
  const c1 = 1.3;
  const c3 = c1 + 1;
  return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2;
};
export const clamp01 = (t: number) => Math.min(1, Math.max(0, t));
