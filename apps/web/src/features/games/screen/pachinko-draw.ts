import { COLORS, FONT, roundedRect, type Surface } from './canvas.ts';
import { BALL_R, H, LCD, PIN_R, POCKET, W, type Ball, type Pin } from './pachinko-board.ts';

/** What the pachinko machine shows at one moment; the animation changes it, the drawing reads it. */
export interface PachinkoScene {
  pins: readonly Pin[];
  balls: Ball[];
  digits: [number, number, number];
  /** Which digit reels are spinning (the blur shows a moving digit). */
  spinning: [boolean, boolean, boolean];
  /** Elapsed ms of the current draw: picks the moving digit. */
  spinPhase: number;
  rushLeft: number;
  /** The jackpot message over the screen. */
  flash: string | null;
  /** The batch's figures under the board. */
  figures: string | null;
  /** Draws still held (保留), shown as lamps under the screen. */
  pendingDraws: number;
  reach: boolean;
}

export interface PachinkoDrawLabels {
  rush: (drawsLeft: number) => string;
}

/** Draws the whole machine, scaled to fit the canvas and centred. */
export function drawPachinko(surface: Surface, scene: PachinkoScene, labels: PachinkoDrawLabels): void {
  const { ctx, width, height } = surface;
  ctx.clearRect(0, 0, width, height);
  const scale = Math.min(width / W, height / H);
  ctx.save();
  ctx.translate((width - W * scale) / 2, (height - H * scale) / 2);
  ctx.scale(scale, scale);
  drawBoard(ctx, scene);
  drawLcd(ctx, scene, labels);
  drawPockets(ctx);
  drawBalls(ctx, scene.balls);
  if (scene.figures) drawFigures(ctx, scene.figures);
  ctx.restore();
}

function drawBoard(ctx: CanvasRenderingContext2D, scene: PachinkoScene) {
  const board = ctx.createRadialGradient(W / 2, H * 0.4, 20, W / 2, H / 2, H * 0.7);
  board.addColorStop(0, '#2b1f6b');
  board.addColorStop(1, '#0b0824');
  ctx.fillStyle = board;
  roundedRect(ctx, 0, 0, W, H, 26);
  ctx.fill();
  ctx.strokeStyle = scene.rushLeft > 0 ? COLORS.rose : COLORS.gold500;
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
  for (const [x, y] of scene.pins) {
    ctx.beginPath();
    ctx.arc(x, y, PIN_R, 0, Math.PI * 2);
    ctx.fill();
  }
}

function drawLcd(ctx: CanvasRenderingContext2D, scene: PachinkoScene, labels: PachinkoDrawLabels) {
  const { spinning, digits, spinPhase, rushLeft, reach, pendingDraws, flash } = scene;
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

/** The start pocket under the screen and the out hole at the bottom. */
function drawPockets(ctx: CanvasRenderingContext2D) {
  ctx.fillStyle = COLORS.gold400;
  roundedRect(ctx, POCKET.x - POCKET.half - 2, POCKET.y, POCKET.half * 2 + 4, 10, 3);
  ctx.fill();
  ctx.fillStyle = '#1a0b0b';
  ctx.fillRect(POCKET.x - POCKET.half + 1, POCKET.y + 1, POCKET.half * 2 - 2, 5);
  ctx.fillStyle = '#000';
  roundedRect(ctx, W / 2 - 26, H - 22, 52, 14, 7);
  ctx.fill();
}

function drawBalls(ctx: CanvasRenderingContext2D, balls: readonly Ball[]) {
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
}

function drawFigures(ctx: CanvasRenderingContext2D, figures: string) {
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
