import { randomInt } from 'node:crypto';
import * as gifenc from 'gifenc';
import { CAPTCHA_ALPHABET, glyphPixels } from './bitmap-font.ts';

const WIDTH = 120;
const HEIGHT = 40;
const SCALE = 3;
/** Background, three ink colours, and a light noise colour. */
const PALETTE = [
  [245, 242, 255],
  [40, 30, 110],
  [150, 30, 60],
  [20, 90, 60],
  [190, 180, 220],
];

export function randomCaptchaText(length = 4): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

/**
 * Draws the text as a GIF: each character scaled, shifted and sheared at random, over
 * noise dots and lines in a lighter colour so the shapes stay readable for people.
 */
export function renderCaptchaGif(text: string): Buffer {
  const pixels = new Uint8Array(WIDTH * HEIGHT);
  const plot = (x: number, y: number, colour: number) => {
    if (x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT) pixels[y * WIDTH + x] = colour;
  };

  for (let i = 0; i < 120; i += 1) plot(randomInt(WIDTH), randomInt(HEIGHT), 4);
  for (let i = 0; i < 3; i += 1) drawLine(plot, randomInt(HEIGHT), randomInt(HEIGHT), 4);

  const step = Math.floor(WIDTH / (text.length + 0.5));
  [...text].forEach((char, index) => {
    const colour = 1 + randomInt(3);
    const left = 8 + index * step + randomInt(-3, 4);
    const top = 8 + randomInt(-4, 5);
    const shear = randomInt(-2, 3) / 10;
    for (const [gx, gy] of glyphPixels(char)) {
      for (let dx = 0; dx < SCALE; dx += 1) {
        for (let dy = 0; dy < SCALE; dy += 1) {
          const y = top + gy * SCALE + dy;
          plot(Math.round(left + gx * SCALE + dx + shear * (y - HEIGHT / 2)), y, colour);
        }
      }
    }
  });
  drawLine(plot, randomInt(HEIGHT), randomInt(HEIGHT), 1 + randomInt(3));

  const encoder = createEncoder();
  encoder.writeFrame(pixels, WIDTH, HEIGHT, { palette: PALETTE });
  encoder.finish();
  return Buffer.from(encoder.bytes());
}

function drawLine(plot: (x: number, y: number, c: number) => void, fromY: number, toY: number, colour: number) {
  for (let x = 0; x < WIDTH; x += 1) plot(x, Math.round(fromY + ((toY - fromY) * x) / WIDTH), colour);
}

function createEncoder() {
  if (gifenc.GIFEncoder) return gifenc.GIFEncoder();
  const commonJs = gifenc.default;
  if (commonJs) return commonJs.GIFEncoder();
  throw new Error('gifenc has no GIFEncoder export');
}
