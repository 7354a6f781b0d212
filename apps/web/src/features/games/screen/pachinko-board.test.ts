import { describe, expect, it } from 'vitest';
import type { PachinkoView } from './display.ts';
import { BALL_R, H, LCD, PIN_R, POCKET, W, buildPins, makeBalls, stepBall, type Ball } from './pachinko-board.ts';

const view = (ballsLaunched: number, entries: number) => ({ ballsLaunched, entries }) as PachinkoView;

/** Lets a ball fall until it ends (or 20 s of board time pass). */
function drop(ball: Ball, pins = buildPins()): Ball {
  ball.state = 'falling';
  for (let t = 0; t < 20_000 && ball.state === 'falling'; t += 8) stepBall(ball, 8, pins);
  return ball;
}

describe('pachinko board', () => {
  it('keeps its pins on the board, off the screen and clear of the start pocket', () => {
    const pins = buildPins();
    expect(pins.length).toBeGreaterThan(100);
    for (const [x, y] of pins) {
      expect(x > 0 && x < W && y > 0 && y < H).toBe(true);
      const onLcd = x > LCD.x && x < LCD.x + LCD.w && y > LCD.y && y < LCD.y + LCD.h;
      expect(onLcd).toBe(false);
    }
    // The two life pins flank the pocket without blocking it.
    const gap = POCKET.half + 4 - PIN_R - BALL_R;
    expect(gap).toBeGreaterThan(BALL_R);
  });

  it('shows at most thirty balls, with as many entering as the answer in proportion', () => {
    expect(makeBalls(view(10, 0)).filter((ball) => ball.enter)).toHaveLength(0);
    const all = makeBalls(view(250, 25));
    expect(all).toHaveLength(30);
    expect(all.filter((ball) => ball.enter)).toHaveLength(3);
    // One entry in a big batch still shows one entering ball.
    expect(makeBalls(view(250, 1)).filter((ball) => ball.enter)).toHaveLength(1);
    expect(all.every((ball, index) => ball.state === 'waiting' && ball.start === index * 55)).toBe(true);
  });

  it('never lets a falling ball leave the board sideways', () => {
    for (const ball of makeBalls(view(30, 6))) {
      const pins = buildPins();
      ball.state = 'falling';
      for (let t = 0; t < 20_000 && ball.state === 'falling'; t += 8) {
        stepBall(ball, 8, pins);
        expect(ball.x).toBeGreaterThanOrEqual(10);
        expect(ball.x).toBeLessThanOrEqual(W - 10);
      }
    }
  });

  it('only a ball meant to enter goes into the start pocket', () => {
    const outs = makeBalls(view(30, 0)).map((ball) => drop(ball).state);
    expect(outs).not.toContain('in');
  });
});
