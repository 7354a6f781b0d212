import type { TPlayResult } from '@amigo/contract';
import { FrameLoop, createSurface, type AnimateOptions, type Renderer } from './canvas.ts';
import { pachinkoRushLeft, readPachinko, type PachinkoDrawView, type PachinkoView } from './display.ts';
import { buildPins, makeBalls, stepBall, type Ball } from './pachinko-board.ts';
import { drawPachinko, type PachinkoScene } from './pachinko-draw.ts';

/**
 * The digital-lottery pachinko: balls fall among the pins; some drop into the start pocket
 * under the screen, and each entry spins the three digit reels of the lottery. The server has
 * already decided how many balls entered and what every draw shows: the falling balls are a
 * scaled picture of that batch (the figures underneath are exact), and the digit reels stop
 * on the draws of the answer.
 *
 * Three parts: the board's layout and ball physics (pachinko-board.ts), the drawing of one
 * moment (pachinko-draw.ts), and here the animation that moves the scene along the answer.
 */

export interface PachinkoLabels {
  jackpot: (rounds: number) => string;
  rush: (drawsLeft: number) => string;
  figures: (launched: string, entries: string, won: string) => string;
  pending: string;
}

export function createPachinkoRenderer(
  canvas: HTMLCanvasElement,
  labels: PachinkoLabels,
  initialState: Record<string, unknown> | null,
  formatNumber: (n: number) => string,
): Renderer {
  const loop = new FrameLoop();
  const scene: PachinkoScene = {
    pins: buildPins(),
    balls: [],
    // At rest the screen shows a miss, never three equal digits (a jackpot nobody won).
    digits: [3, 8, 1],
    spinning: [false, false, false],
    spinPhase: 0,
    rushLeft: pachinkoRushLeft(initialState),
    flash: null,
    figures: null,
    pendingDraws: 0,
    reach: false,
  };

  const { surface, dispose } = createSurface(canvas, () => draw());

  function draw() {
    drawPachinko(surface, scene, labels);
  }

  /** The batch's balls fall; each one that enters the start pocket sounds. */
  async function runBalls(view: PachinkoView, options: AnimateOptions) {
    scene.balls = makeBalls(view);
    let last = 0;
    await loop.run((elapsed) => {
      if (elapsed === Infinity) {
        scene.balls = [];
        draw();
        return false;
      }
      const dt = Math.min(32, elapsed - last);
      last = elapsed;
      for (const ball of scene.balls) {
        if (ball.state === 'waiting' && elapsed >= ball.start) ball.state = 'falling';
        if (ball.state !== 'falling') continue;
        // Two half steps keep fast balls from passing through pins; `stepBall` may change the state.
        const after = (): Ball['state'] => ball.state;
        stepBall(ball, dt / 2, scene.pins);
        if (after() === 'falling') stepBall(ball, dt / 2, scene.pins);
        if (after() === 'in') options.onCue?.('enter');
        // A ball that has lost its way (stuck on a pin) leaves by the out hole.
        else if (after() === 'falling' && elapsed - ball.start > 4000) ball.state = ball.enter ? 'in' : 'out';
      }
      draw();
      return scene.balls.some((ball) => ball.state === 'waiting' || ball.state === 'falling') && elapsed < 7000;
    });
    scene.balls = [];
  }

  /** One lottery draw: left, right, then middle reel stop; a reach (left = right) holds the middle longer. */
  async function runDraw(lottery: PachinkoDrawView, quick: boolean, options: AnimateOptions) {
    scene.spinning = [true, true, true];
    scene.reach = false;
    const stopLeft = quick ? 160 : 520;
    const stopRight = quick ? 260 : 820;
    const isReach = lottery.reels[0] === lottery.reels[2];
    const stopMiddle = quick ? 360 : isReach ? 2200 : 1100;
    await loop.run((elapsed) => {
      scene.spinPhase = elapsed === Infinity ? 0 : elapsed;
      const done = elapsed === Infinity;
      const leftStops = done || elapsed >= stopLeft;
      const rightStops = done || elapsed >= stopRight;
      const middleStops = done || elapsed >= stopMiddle;
      if (leftStops && scene.spinning[0]) {
        scene.digits[0] = lottery.reels[0];
        if (!quick && !done) options.onCue?.('stop');
      }
      if (rightStops && scene.spinning[2]) {
        scene.digits[2] = lottery.reels[2];
        if (!quick && !done) options.onCue?.(isReach ? 'reach' : 'stop');
      }
      if (middleStops && scene.spinning[1]) {
        scene.digits[1] = lottery.reels[1];
        if (!quick && !done) options.onCue?.('stop');
      }
      scene.spinning = [!leftStops, !middleStops, !rightStops];
      scene.reach = isReach && rightStops && !middleStops;
      draw();
      return !middleStops;
    });
    scene.digits = [...lottery.reels];
    scene.spinning = [false, false, false];
    scene.reach = false;
  }

  /** Reduced motion: the last draw, the jackpot if any and the figures, at once. */
  function showOutcome(view: PachinkoView, figuresText: string, options: AnimateOptions) {
    const last = view.shownDraws[view.shownDraws.length - 1];
    if (last) scene.digits = [...last.reels];
    const jackpot = [...view.shownDraws].reverse().find((d) => d.jackpot);
    scene.flash = jackpot?.jackpot ? labels.jackpot(jackpot.jackpot.rounds) : null;
    scene.rushLeft = view.mode === 'rush' ? view.drawsLeft : 0;
    scene.figures = figuresText;
    draw();
    if (jackpot) options.onCue?.('bonus');
  }

  async function animate(result: TPlayResult, options: AnimateOptions) {
    loop.reset();
    const view = readPachinko(result.display);
    scene.flash = null;
    scene.figures = null;
    if (!view) {
      draw();
      return;
    }
    const figuresText = labels.figures(formatNumber(view.ballsLaunched), formatNumber(view.entries), formatNumber(view.ballsWon));
    const finalRush = view.mode === 'rush' ? view.drawsLeft : 0;
    if (options.reducedMotion) {
      showOutcome(view, figuresText, options);
      return;
    }
    await runBalls(view, options);
    // Draws: the last ones in full, earlier misses briskly; every hit is shown in full.
    const draws = view.shownDraws;
    scene.pendingDraws = draws.length;
    for (let index = 0; index < draws.length; index += 1) {
      const current = draws[index]!;
      scene.pendingDraws = draws.length - index - 1;
      const quick = !current.hit && index < draws.length - 2 && current.reels[0] !== current.reels[2];
      await runDraw(current, quick, options);
      if (current.rush && !current.hit) scene.rushLeft = Math.max(0, scene.rushLeft - 1);
      if (current.jackpot) {
        scene.flash = labels.jackpot(current.jackpot.rounds);
        options.onCue?.('bonus');
        scene.rushLeft = 0;
        draw();
        await loop.run((elapsed) => elapsed < 1400);
        if (current.jackpot.rush) scene.rushLeft = Math.max(scene.rushLeft, 1);
      }
    }
    scene.pendingDraws = 0;
    scene.rushLeft = finalRush;
    scene.figures = figuresText;
    if (result.win > 0 && !scene.flash) options.onCue?.('win');
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
