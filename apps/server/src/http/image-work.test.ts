import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngClaiming } from '../test/crafted-images.ts';
import { AppError } from './app-error.ts';
import {
  assertImagePixelsWithin,
  BoundedWorkPool,
  IMAGE_JOBS_AT_ONCE,
  IMAGE_JOBS_WAITING,
  imageSizeFromHeader,
  imageWork,
} from './image-work.ts';

const invalid = () => new AppError('KYC_FILE_INVALID', { field: 'image' });

/** A job that runs until the test lets it end. */
function heldJob() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let started = false;
  return {
    job: async () => {
      started = true;
      await held;
      return 'done';
    },
    release: () => release(),
    get started() {
      return started;
    },
  };
}

describe('image header', () => {
  it('reads the size a PNG header claims without decoding it', async () => {
    expect(await imageSizeFromHeader(pngClaiming(100_000, 100_000))).toEqual({ width: 100_000, height: 100_000 });
    const real = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect(await imageSizeFromHeader(real)).toEqual({ width: 30, height: 20 });
    expect(await imageSizeFromHeader(Buffer.from('not an image'))).toBeNull();
  });

  it('refuses a header over the limit with the 422 reason and the limit in megapixels', async () => {
    const refusal = await assertImagePixelsWithin(pngClaiming(100_000, 100_000), {
      maxPixels: 40_000_000,
      field: 'front',
      invalid,
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ reason: 'IMAGE_TOO_MANY_PIXELS', code: 422, field: 'front', params: { megapixels: 40 } });
    await expect(
      assertImagePixelsWithin(pngClaiming(1000, 1000), { maxPixels: 1_000_000, field: 'f', invalid }),
    ).resolves.toEqual({
      width: 1000,
      height: 1000,
    });
    await expect(
      assertImagePixelsWithin(pngClaiming(1000, 1001), { maxPixels: 1_000_000, field: 'f', invalid }),
    ).rejects.toMatchObject({
      reason: 'IMAGE_TOO_MANY_PIXELS',
    });
    await expect(
      assertImagePixelsWithin(Buffer.from('<svg/>'), { maxPixels: 1_000_000, field: 'f', invalid }),
    ).rejects.toMatchObject({
      reason: 'KYC_FILE_INVALID',
    });
  });

  it('refuses a bomb while every decoding slot and the whole line are taken: the header check never waits for a decode', async () => {
    const holders = Array.from({ length: IMAGE_JOBS_AT_ONCE + IMAGE_JOBS_WAITING }, () => heldJob());
    const running = holders.map((holder) => imageWork.run(holder.job));
    try {
      expect(imageWork.busy).toEqual({ running: IMAGE_JOBS_AT_ONCE, waiting: IMAGE_JOBS_WAITING });
      await expect(
        assertImagePixelsWithin(pngClaiming(100_000, 100_000), { maxPixels: 40_000_000, field: 'front', invalid }),
      ).rejects.toMatchObject({ reason: 'IMAGE_TOO_MANY_PIXELS' });
    } finally {
      for (const holder of holders) holder.release();
      await Promise.all(running);
    }
    expect(imageWork.busy).toEqual({ running: 0, waiting: 0 });
  });
});

describe('bounded work pool', () => {
  it('runs at most N jobs at once, queues a bounded line in order, and refuses beyond it', async () => {
    const pool = new BoundedWorkPool(2, 1);
    const [a, b, c] = [heldJob(), heldJob(), heldJob()];
    const results = [pool.run(a.job), pool.run(b.job), pool.run(c.job)];
    expect(pool.busy).toEqual({ running: 2, waiting: 1 });
    expect([a.started, b.started, c.started]).toEqual([true, true, false]);

    const refused = await pool.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toMatchObject({ reason: 'IMAGE_WORK_BUSY', code: 429, retryAfter: 5 });

    a.release();
    await results[0];
    // The freed slot went to the job in line, not to a newcomer.
    await expect.poll(() => c.started).toBe(true);
    expect(pool.busy).toEqual({ running: 2, waiting: 0 });
    b.release();
    c.release();
    expect(await Promise.all(results)).toEqual(['done', 'done', 'done']);
    expect(pool.busy).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a job that fails', async () => {
    const pool = new BoundedWorkPool(1, 0);
    await expect(pool.run(async () => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    expect(await pool.run(async () => 'next')).toBe('next');
  });
});
