import type { PachinkoView } from './display.ts';

/**
 * The pachinko board's layout and the physics of its balls, in the board's own units
 * (300 × 400, scaled to the canvas by the drawing). No canvas here: pure geometry and motion.
 */
export const W = 300;
export const H = 400;
export const LCD = { x: 88, y: 96, w: 124, h: 96 };
export const POCKET = { x: 150, y: 246, half: 9 };
export const BALL_R = 3.6;
export const PIN_R = 1.8;
/** The falling balls are a scaled picture of the batch: never more than this many on the board. */
const MAX_SHOWN_BALLS = 30;

export type Pin = readonly [x: number, y: number];

export interface Ball {
  x: number;
  y: number;
  vx: number;
  vy: number;
  /** This ball is one of those the answer says entered the start pocket. */
  enter: boolean;
  /** When it is launched, in ms from the start of the batch. */
  start: number;
  state: 'waiting' | 'falling' | 'in' | 'out';
}

export function buildPins(): Pin[] {
  const pins: Pin[] = [];
  for (let row = 0; row < 15; row += 1) {
    const y = 44 + row * 22;
    const shift = row % 2 === 0 ? 0 : 11;
    for (let x = 22 + shift; x < W - 16; x += 22) {
      const insideLcd = x > LCD.x - 8 && x < LCD.x + LCD.w + 8 && y > LCD.y - 8 && y < LCD.y + LCD.h + 8;
      const stage = x > POCKET.x - 30 && x < POCKET.x + 30 && y > LCD.y + LCD.h && y < POCKET.y + 14;
      if (!insideLcd && !stage && y < 360) pins.push([x, y]);
    }
  }
  // The two "life pins" either side of the start pocket.
  pins.push([POCKET.x - POCKET.half - 4, POCKET.y - 6], [POCKET.x + POCKET.half + 4, POCKET.y - 6]);
  return pins;
}

/** The balls of one batch: the entering ones spread evenly through it, launched 55 ms apart. */
export function makeBalls(view: PachinkoView): Ball[] {
  const shown = Math.min(view.ballsLaunched, MAX_SHOWN_BALLS);
  const entering =
    view.entries === 0 ? 0 : Math.min(shown, Math.max(1, Math.round((view.entries * shown) / Math.max(1, view.ballsLaunched))));
  const enterAt = new Set<number>();
  for (let i = 0; i < entering; i += 1) enterAt.add(Math.floor(((i + 0.5) * shown) / entering));
  return Array.from({ length: shown }, (_, i) => ({
    x: 26 + Math.random() * 40,
    y: 18,
    vx: 0.05 + Math.random() * 0.09,
    vy: 0.02,
    enter: enterAt.has(i),
    start: i * 55,
    state: 'waiting' as const,
  }));
}

/**
 * Moves one falling ball by `dt` ms: gravity, a speed limit, pins, the LCD frame and the side
 * walls. Below the screen an entering ball is steered into the start pocket and the others
 * away from it, so the picture always agrees with the answer. Sets `in` or `out` when it ends.
 */
export function stepBall(ball: Ball, dt: number, pins: readonly Pin[]): void {
  ball.vy += 0.0009 * dt;
  steerBelowLcd(ball, dt);
  const speed = Math.hypot(ball.vx, ball.vy);
  if (speed > 0.45) {
    ball.vx *= 0.45 / speed;
    ball.vy *= 0.45 / speed;
  }
  ball.x += ball.vx * dt;
  ball.y += ball.vy * dt;
  for (const pin of pins) bounceOffPin(ball, pin);
  bounceOffLcd(ball);
  // Side walls.
  if (ball.x < 10) {
    ball.x = 10;
    ball.vx = Math.abs(ball.vx) * 0.5;
  } else if (ball.x > W - 10) {
    ball.x = W - 10;
    ball.vx = -Math.abs(ball.vx) * 0.5;
  }
  // Into the start pocket, or out at the bottom.
  if (ball.enter && ball.y >= POCKET.y - 1 && Math.abs(ball.x - POCKET.x) < POCKET.half + 2) ball.state = 'in';
  else if (ball.y > H - 16) ball.state = 'out';
}

function steerBelowLcd(ball: Ball, dt: number) {
  const belowLcd = ball.y > LCD.y + LCD.h && ball.y < POCKET.y + 2;
  if (!belowLcd) return;
  const dx = POCKET.x - ball.x;
  if (ball.enter) {
    ball.vx += dx * 0.000045 * dt;
    ball.vx *= 0.97;
  } else if (Math.abs(dx) < 24) {
    ball.vx -= Math.sign(dx || 1) * 0.0012 * dt;
  }
}

function bounceOffPin(ball: Ball, [px, py]: Pin) {
  const dx = ball.x - px;
  const dy = ball.y - py;
  const dist = Math.hypot(dx, dy);
  const min = BALL_R + PIN_R;
  if (dist >= min || dist <= 0.001) return;
  const nx = dx / dist;
  const ny = dy / dist;
  ball.x = px + nx * min;
  ball.y = py + ny * min;
  const dot = ball.vx * nx + ball.vy * ny;
  if (dot < 0) {
    ball.vx -= 1.5 * dot * nx;
    ball.vy -= 1.5 * dot * ny;
    // A little scatter, as real pins are never perfectly round (decoration only).
    ball.vx += (Math.random() - 0.5) * 0.03;
  }
}

/** The LCD frame: a ball touching it leaves by the nearest side. */
function bounceOffLcd(ball: Ball) {
  if (
    ball.x <= LCD.x - BALL_R ||
    ball.x >= LCD.x + LCD.w + BALL_R ||
    ball.y <= LCD.y - BALL_R ||
    ball.y >= LCD.y + LCD.h + BALL_R
  ) {
    return;
  }
  const left = ball.x - (LCD.x - BALL_R);
  const right = LCD.x + LCD.w + BALL_R - ball.x;
  const top = ball.y - (LCD.y - BALL_R);
  const bottom = LCD.y + LCD.h + BALL_R - ball.y;
  const least = Math.min(left, right, top, bottom);
  if (least === top) {
    ball.y = LCD.y - BALL_R;
    ball.vy = -Math.abs(ball.vy) * 0.3;
    ball.vx += ball.x < LCD.x + LCD.w / 2 ? -0.04 : 0.04;
  } else if (least === left) {
    ball.x = LCD.x - BALL_R;
    ball.vx = -Math.abs(ball.vx) * 0.5;
  } else if (least === right) {
    ball.x = LCD.x + LCD.w + BALL_R;
    ball.vx = Math.abs(ball.vx) * 0.5;
  } else {
    ball.y = LCD.y + LCD.h + BALL_R;
    ball.vy = Math.abs(ball.vy) * 0.3;
  }
}
