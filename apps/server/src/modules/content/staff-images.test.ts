import { like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngClaiming } from '../../test/crafted-images.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInStaff, type TestStaff } from '../admin/test-fixtures.ts';
import { STAFF_COOKIE } from '../admin/index.ts';
import { blobs } from '../blobs/schema.ts';

const XSRF = 'content-image-xsrf-0123456789';
const UPLOAD = '/v2/admin/content/image/upload';

let t: TestApp;
let editor: TestStaff;
beforeAll(async () => {
  // A small limit, to show UPLOAD_MAX_PIXELS is the one that applies.
  t = await createTestApp({ uploadMaxPixels: 1_000_000 });
  editor = await signedInStaff(t, ['content']);
});
afterAll(async () => {
  await t.close();
});

async function uploadImage(bytes: Buffer) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'banner.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      'accept-language': 'en-US',
      cookie: `XSRF-TOKEN=${XSRF}; ${STAFF_COOKIE}=${editor.cookie}`,
      'x-xsrf-token': XSRF,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return response.json();
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#224488' } })
    .png()
    .toBuffer();

const storedImages = async () =>
  (await t.app.database.db.select({ key: blobs.key }).from(blobs).where(like(blobs.key, 'content/%')))
    .map((row) => row.key)
    .sort();

describe('content image upload: pixel limit before decoding', () => {
  it('takes an image of exactly UPLOAD_MAX_PIXELS', async () => {
    const body = await uploadImage(await png(1000, 1000));
    expect(body).toMatchObject({ code: 200, data: { width: 1000, height: 1000 } });
  });

  it.each([
    ['one row over the limit', () => png(1000, 1001)],
    ['a PNG header claiming 100000×100000 (a decompression bomb)', async () => pngClaiming(100_000, 100_000)],
  ])('refuses %s with the 422 envelope and stores nothing', async (_label, bytes) => {
    const before = await storedImages();
    const body = await uploadImage(await bytes());
    expect(body).toMatchObject({ code: 422, data: { reason: 'IMAGE_TOO_MANY_PIXELS', field: 'image' } });
    expect(body.msg).toBe('The image image has too many pixels (1 megapixels at most)');
    expect(await storedImages()).toEqual(before);
  });
});
