import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { AppError } from './app-error.ts';

/**
 * Decoding and re-encoding uploaded images (KYC photos, content images) is the heaviest work a
 * client can ask of us: hundreds of MB and a core for a large photo. It runs in one bounded pool
 * for the whole process: IMAGE_JOBS_AT_ONCE jobs at a time, IMAGE_JOBS_WAITING more in line, and
 * beyond that the upload is refused at once (429 envelope with Retry-After) instead of piling
 * up memory. sharp runs each job on libuv threads; its own per-image thread count is set so the
 * jobs at once share the machine's cores instead of each taking all of them.
 */
export const IMAGE_JOBS_AT_ONCE = 2;
export const IMAGE_JOBS_WAITING = 8;
const BUSY_RETRY_AFTER_SECONDS = 5;

sharp.concurrency(Math.max(1, Math.floor(availableParallelism() / IMAGE_JOBS_AT_ONCE)));
// Every upload is a different image: a decoded-image cache would only hold memory.
sharp.cache(false);

/** A fixed number of jobs at once, a bounded line behind them, and a refusal beyond it. */
export class BoundedWorkPool {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly atOnce: number,
    private readonly maxWaiting: number,
  ) {}

  /** Runs `job` when a slot is free; refuses with IMAGE_WORK_BUSY when the line is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.atOnce) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new AppError('IMAGE_WORK_BUSY', { retryAfter: BUSY_RETRY_AFTER_SECONDS });
      }
      // The slot is handed over by the job that ends (running stays counted), so no one overtakes.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  get busy(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

/** The process's one pool for image decoding. */
export const imageWork = new BoundedWorkPool(IMAGE_JOBS_AT_ONCE, IMAGE_JOBS_WAITING);

/**
 * Width and height as the file's header states them, read without decoding a single pixel
 * (sharp's metadata() parses the header only), or null when no image header can be read. No
 * pixel limit applies here on purpose: the caller compares the size with its own limit.
 */
export async function imageSizeFromHeader(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * Refuses an image whose header claims more than `maxPixels` (a decompression bomb: a few bytes
 * that would decode into gigabytes) with the 422 envelope naming the field and the limit.
 * Answers the size for the decoder's own limit, the second guard.
 */
export async function assertImagePixelsWithin(
  bytes: Buffer,
  input: { maxPixels: number; field: string; invalid: () => AppError },
): Promise<{ width: number; height: number }> {
  const size = await imageSizeFromHeader(bytes);
  if (!size) throw input.invalid();
  if (size.width * size.height > input.maxPixels) {
    throw new AppError('IMAGE_TOO_MANY_PIXELS', {
      field: input.field,
      params: { field: input.field, megapixels: Math.floor(input.maxPixels / 1_000_000) },
    });
  }
  return size;
}
