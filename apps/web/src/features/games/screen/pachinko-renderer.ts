import type { TPlayResult } from '@amigo/contract';
import { COLORS, FONT, FrameLoop, createSurface, roundedRect, type AnimateOptions, type Renderer } from './canvas.ts';
import { pachinkoRushLeft, readPachinko, type PachinkoDrawView, type PachinkoView } from './display.ts';

/**
 * The digital-lottery pachinko: balls fall among the pins; some drop into the start pocket
 * under the screen, and each entry spins the three digit reels of the lottery. The server has
 * already decided how many balls entered and what every draw shows: the falling balls are a
 * scaled picture of that batch (the figures underneath are exact), and the digit reels stop
 * on the draws of the answer.
 */

// The board in its own units (300 × 400), scaled to the canvas.
const W = 300;
const H = 400;
const LCD = { x: 88, y: 96, w: 124, h: 96 };
const POCKET = { x: 150, y: 246, half: 9 };
const BALL_R = 3.6;
const PIN_R = 1.8;
const MAX_SHOWN_BALLS = 30;

interface Ball {
  x: number;
  y: number;
  vx: number;
  vy: number;
  enter: boolean;
  start: number;
  state: 'waiting' | 'falling' | 'in' | 'out';
}

function buildPins(): Array<[number, number]> {
  const pins: Array<[number, number]> = [];
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
  const pins = buildPins();
  let balls: Ball[] = [];
  // At rest the screen shows a miss, never three equal digits (a jackpot nobody won).
  let digits: [number, number, number] = [3, 8, 1];
  /** Which digit reels are spinning (the blur shows a moving digit). */
  let spinning: [boolean, boolean, boolean] = [false, false, false];
  let spinPhase = 0;
  let rushLeft = pachinkoRushLeft(initialState);
  let flash: string | null = null;
  let figures: string | null = null;
  let pendingDraws = 0;
  let reach = false;

  const { surface, dispose } = createSurface(canvas, () => draw());

  function transform() {
    const scale = Math.min(surface.width / W, surface.height / H);
    return { scale, ox: (surface.width - W * scale) / 2, oy: (surface.height - H * scale) / 2 };
  }

  function draw() {
    const { ctx, width, height } = surface;
    ctx.clearRect(0, 0, width, height);
    const { scale, ox, oy } = transform();
    ctx.save();
    ctx.translate(ox, oy);
    ctx.scale(scale, scale);

    // Board.
    const board = ctx.createRadialGradient(W / 2, H * 0.4, 20, W / 2, H / 2, H * 0.7);
    board.addColorStop(0, '#2b1f6b');
    board.addColorStop(1, '#0b0824');
    ctx.fillStyle = board;
    roundedRect(ctx, 0, 0, W, H, 26);
    ctx.fill();
    ctx.strokeStyle = rushLeft > 0 ? COLORS.rose : COLORS.gold500;
    ctx.lineWidth = 4;
    ctx.stroke();
    // Guide rail.
    ctx.strokeStyle = 'rgba(248, 215, 116, 0.35)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(W / 2, H / 2 + 10, W / 2 - 8, Math.PI * 1.02, Math.PI * 1.98);
    ctx.stroke();

    // Pins.
    ctx.fillStyle = '#d6d3e8';
    for (const [x, y] of pins) {
      ctx.beginPath();
      ctx.arc(x, y, PIN_R, 0, Math.PI * 2);
      ctx.fill();
    }

    drawLcd(ctx);

    // Start pocket and out hole.
    ctx.fillStyle = COLORS.gold400;
    roundedRect(ctx, POCKET.x - POCKET.half - 2, POCKET.y, POCKET.half * 2 + 4, 10, 3);
    ctx.fill();
    ctx.fillStyle = '#1a0b0b';
    ctx.fillRect(POCKET.x - POCKET.half + 1, POCKET.y + 1, POCKET.half * 2 - 2, 5);
    ctx.fillStyle = '#000';
    roundedRect(ctx, W / 2 - 26, H - 22, 52, 14, 7);
    ctx.fill();

    // Balls.
    for (const ball of balls) {
      if (ball.state !== 'falling') continue;
      const shine = ctx.createRadialGradient(ball.x - 1.2, ball.y - 1.2, 0.5, ball.x, ball.y, BALL_R);
      shine.addColorStop(0, '#ffffff');
      shine.addColorStop(1, '#8e8aa6');
      ctx.fillStyle = shine;
      ctx.beginPath();
      ctx.arc(ball.x, ball.y, BALL_R, 0, Math.PI * 2);
      ctx.fill();
    }

    if (figures) {
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.font = `700 11px ${FONT}`;
      const textWidth = Math.min(W - 24, ctx.measureText(figures).width + 18);
      ctx.fillStyle = 'rgba(7, 6, 26, 0.85)';
      roundedRect(ctx, W / 2 - textWidth / 2, H - 49, textWidth, 22, 11);
      ctx.fill();
      ctx.fillStyle = COLORS.gold200;
      ctx.fillText(figures, W / 2, H - 38, W - 32);
    }
    ctx.restore();
  }

  function drawLcd(ctx: CanvasRenderingContext2D) {
    const inRush = rushLeft > 0;
    ctx.fillStyle = inRush ? '#3b0716' : '#06051a';
    roundedRect(ctx, LCD.x, LCD.y, LCD.w, LCD.h, 10);
    ctx.fill();
    ctx.strokeStyle = inRush ? COLORS.rose : COLORS.violet400;
    ctx.lineWidth = 2.5;
    ctx.stroke();
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const cellW = LCD.w / 3;
    for (let i = 0; i < 3; i += 1) {
      const cx = LCD.x + cellW * i + cellW / 2;
      const cy = LCD.y + LCD.h / 2 + 2;
      const shown = spinning[i] ? ((Math.floor(spinPhase / 70) + i * 3) % 9) + 1 : digits[i]!;
      ctx.font = `900 ${spinning[i] ? 38 : 44}px ${FONT}`;
      ctx.lineWidth = 3;
      ctx.strokeStyle = '#000';
      ctx.strokeText(String(shown), cx, cy);
      ctx.fillStyle = spinning[i] ? 'rgba(244,242,255,0.6)' : shown % 2 === 1 ? '#fb7185' : '#7dd3fc';
      ctx.fillText(String(shown), cx, cy);
    }
    ctx.font = `800 10px ${FONT}`;
    if (inRush) {
      ctx.fillStyle = '#fecdd3';
      ctx.fillText(labels.rush(rushLeft), LCD.x + LCD.w / 2, LCD.y + 12);
    } else if (reach) {
      ctx.fillStyle = COLORS.gold300;
      ctx.fillText('REACH!', LCD.x + LCD.w / 2, LCD.y + 12);
    }
    // Pending draws (保留): up to four lamps under the screen.
    if (pendingDraws > 0) {
      for (let i = 0; i < Math.min(4, pendingDraws); i += 1) {
        ctx.beginPath();
        ctx.arc(LCD.x + 20 + i * 12, LCD.y + LCD.h + 9, 3.5, 0, Math.PI * 2);
        ctx.fillStyle = COLORS.sky;
        ctx.fill();
      }
      if (pendingDraws > 4) {
        ctx.font = `700 9px ${FONT}`;
        ctx.fillStyle = COLORS.sky;
        ctx.textAlign = 'left';
        ctx.fillText(`+${pendingDraws - 4}`, LCD.x + 66, LCD.y + LCD.h + 10);
      }
    }
    if (flash) {
      ctx.fillStyle = 'rgba(7,6,26,0.72)';
      roundedRect(ctx, LCD.x + 6, LCD.y + LCD.h - 30, LCD.w - 12, 22, 6);
      ctx.fill();
      ctx.font = `900 13px ${FONT}`;
      ctx.fillStyle = COLORS.gold300;
      ctx.textAlign = 'center';
      ctx.fillText(flash, LCD.x + LCD.w / 2, LCD.y + LCD.h - 19);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Balls

  function step(ball: Ball, dt: number) {
    ball.vy += 0.0009 * dt;
    const belowLcd = ball.y > LCD.y + LCD.h && ball.y < POCKET.y + 2;
    if (belowLcd) {
      const dx = POCKET.x - ball.x;
      if (ball.enter) {
        ball.vx += dx * 0.000045 * dt;
        ball.vx *= 0.97;
      } else if (Math.abs(dx) < 24) {
        ball.vx -= Math.sign(dx || 1) * 0.0012 * dt;
      }
    }
    const speed = Math.hypot(ball.vx, ball.vy);
    if (speed > 0.45) {
      ball.vx *= 0.45 / speed;
      ball.vy *= 0.45 / speed;
    }
    ball.x += ball.vx * dt;
    ball.y += ball.vy * dt;

    for (const [px, py] of pins) {
      const dx = ball.x - px;
      const dy = ball.y - py;
      const dist = Math.hypot(dx, dy);
      const min = BALL_R + PIN_R;
      if (dist < min && dist > 0.001) {
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
    }
    // The LCD frame.
    if (
      ball.x > LCD.x - BALL_R &&
      ball.x < LCD.x + LCD.w + BALL_R &&
      ball.y > LCD.y - BALL_R &&
      ball.y < LCD.y + LCD.h + BALL_R
    ) {
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

  function makeBalls(view: PachinkoView): Ball[] {
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

  async function runBalls(view: PachinkoView, options: AnimateOptions) {
    balls = makeBalls(view);
    let last = 0;
    await loop.run((elapsed) => {
      if (elapsed === Infinity) {
        balls = [];
        draw();
        return false;
      }
      const dt = Math.min(32, elapsed - last);
      last = elapsed;
      for (const ball of balls) {
        if (ball.state === 'waiting' && elapsed >= ball.start) ball.state = 'falling';
        if (ball.state !== 'falling') continue;
        // Two half steps keep fast balls from passing through pins; `step` may change the state.
        const after = (): Ball['state'] => ball.state;
        step(ball, dt / 2);
        if (after() === 'falling') step(ball, dt / 2);
        if (after() === 'in') options.onCue?.('enter');
        // A ball that has lost its way (stuck on a pin) leaves by the out hole.
        else if (after() === 'falling' && elapsed - ball.start > 4000) ball.state = ball.enter ? 'in' : 'out';
      }
      draw();
      return balls.some((ball) => ball.state === 'waiting' || ball.state === 'falling') && elapsed < 7000;
    });
    balls = [];
  }

  // -------------------------------------------------------------------------------------------
  // Lottery

  async function runDraw(lottery: PachinkoDrawView, quick: boolean, options: AnimateOptions) {
    spinning = [true, true, true];
    reach = false;
    const stopLeft = quick ? 160 : 520;
    const stopRight = quick ? 260 : 820;
    const isReach = lottery.reels[0] === lottery.reels[2];
    const stopMiddle = quick ? 360 : isReach ? 2200 : 1100;
    await loop.run((elapsed) => {
      spinPhase = elapsed === Infinity ? 0 : elapsed;
      const done = elapsed === Infinity;
      const leftStops = done || elapsed >= stopLeft;
      const rightStops = done || elapsed >= stopRight;
      const middleStops = done || elapsed >= stopMiddle;
      if (leftStops && spinning[0]) {
        digits[0] = lottery.reels[0];
        if (!quick && !done) options.onCue?.('stop');
      }
      if (rightStops && spinning[2]) {
        digits[2] = lottery.reels[2];
        if (!quick && !done) options.onCue?.(isReach ? 'reach' : 'stop');
      }
      if (middleStops && spinning[1]) {
        digits[1] = lottery.reels[1];
        if (!quick && !done) options.onCue?.('stop');
      }
      spinning = [!leftStops, !middleStops, !rightStops];
      reach = isReach && rightStops && !middleStops;
      draw();
      return !middleStops;
    });
    digits = [...lottery.reels];
    spinning = [false, false, false];
    reach = false;
  }

  async function animate(result: TPlayResult, options: AnimateOptions) {
    loop.reset();
    const view = readPachinko(result.display);
    flash = null;
    figures = null;
    if (!view) {
      draw();
      return;
    }
    const figuresText = labels.figures(formatNumber(view.ballsLaunched), formatNumber(view.entries), formatNumber(view.ballsWon));
    const finalRush = view.mode === 'rush' ? view.drawsLeft : 0;
    if (options.reducedMotion) {
      const last = view.shownDraws[view.shownDraws.length - 1];
      if (last) digits = [...last.reels];
      const jackpot = [...view.shownDraws].reverse().find((d) => d.jackpot);
      flash = jackpot?.jackpot ? labels.jackpot(jackpot.jackpot.rounds) : null;
      rushLeft = finalRush;
      figures = figuresText;
      draw();
      if (jackpot) options.onCue?.('bonus');
      return;
    }
    await runBalls(view, options);
    // Draws: the last ones in full, earlier misses briskly; every hit is shown in full.
    const draws = view.shownDraws;
    pendingDraws = draws.length;
    for (let index = 0; index < draws.length; index += 1) {
      const current = draws[index]!;
      pendingDraws = draws.length - index - 1;
      const quick = !current.hit && index < draws.length - 2 && current.reels[0] !== current.reels[2];
      await runDraw(current, quick, options);
      if (current.rush && !current.hit) rushLeft = Math.max(0, rushLeft - 1);
      if (current.jackpot) {
        flash = labels.jackpot(current.jackpot.rounds);
        options.onCue?.('bonus');
        rushLeft = 0;
        draw();
        await loop.run((elapsed) => elapsed < 1400);
        if (current.jackpot.rush) rushLeft = Math.max(rushLeft, 1);
      }
    }
    pendingDraws = 0;
    rushLeft = finalRush;
    figures = figuresText;
    if (result.win > 0 && !flash) options.onCue?.('win');
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
