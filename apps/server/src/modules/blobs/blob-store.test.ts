import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { startS3, type LocalS3 } from '../../test/s3-server.ts';
import { createTestApp } from '../../test/test-app.ts';
import { signedInStaff } from '../admin/test-fixtures.ts';
import { STAFF_COOKIE } from '../admin/index.ts';
import type { BlobStore } from './blob-store.ts';
import { databaseBlobStore } from './database-blob-store.ts';
import { moveLocalUploads } from './move-local-uploads.ts';
import { s3BlobStore } from './s3-blob-store.ts';

const KYC_KEY = `kyc/42/${'ab'.repeat(32)}.jpg`;
const CONTENT_KEY = `content/${'cd'.repeat(16)}.webp`;

let database: Database;
let s3: LocalS3;
const stores: Record<string, () => BlobStore> = {};

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dir: null });
  await database.migrate();
  s3 = await startS3();
  stores.database = () => databaseBlobStore(database.db);
  stores.s3 = () => s3BlobStore(s3.settings);
});
afterAll(async () => {
  await database.close();
  await s3.stop();
});

describe.each(['database', 's3'])('the %s blob store', (kind) => {
  it('keeps bytes and type under a key, answers null for a missing key, and deletes', async () => {
    const store = stores[kind]!();
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00, 1, 2, 3]);
    await store.put(KYC_KEY, bytes, 'image/jpeg');
    await store.put(KYC_KEY, bytes, 'image/jpeg'); // the same content again: no error, one object
    expect(await store.get(KYC_KEY)).toEqual({ bytes, contentType: 'image/jpeg' });
    expect(await store.get(CONTENT_KEY)).toBeNull();
    await store.delete(KYC_KEY);
    await store.delete(KYC_KEY); // already gone: fine
    expect(await store.get(KYC_KEY)).toBeNull();
    await store.close();
  });

  it('refuses a key our code would never make, before touching the store', async () => {
    const store = stores[kind]!();
    for (const key of ['../etc/passwd', 'kyc/1/../../x.jpg', 'content/x.webp', 'kyc/abc/' + 'a'.repeat(32) + '.jpg', '']) {
      await expect(store.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/malformed blob key/);
      await expect(store.get(key)).rejects.toThrow(/malformed blob key/);
    }
    await store.close();
  });

  it('moves files an earlier version left on disk, once, under the keys the rows name', async () => {
    const store = stores[kind]!();
    const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'amigo-uploads-'));
    try {
      const kycName = `${'0f'.repeat(16)}.jpg`;
      const contentName = `${'e1'.repeat(16)}.webp`;
      await mkdir(path.join(uploadDir, 'kyc', '7'), { recursive: true });
      await mkdir(path.join(uploadDir, 'content'), { recursive: true });
      await writeFile(path.join(uploadDir, 'kyc', '7', kycName), 'jpeg-bytes');
      await writeFile(path.join(uploadDir, 'content', contentName), 'webp-bytes');
      await writeFile(path.join(uploadDir, 'content', '.half-written.tmp'), 'x');

      expect(await moveLocalUploads(store, uploadDir)).toEqual({
        copied: 2,
        alreadyThere: 0,
        skipped: ['content/.half-written.tmp'],
      });
      expect((await store.get(`kyc/7/${kycName}`))?.bytes.toString()).toBe('jpeg-bytes');
      expect(await store.get(`content/${contentName}`)).toEqual({ bytes: Buffer.from('webp-bytes'), contentType: 'image/webp' });
      expect(await moveLocalUploads(store, uploadDir)).toEqual({
        copied: 0,
        alreadyThere: 2,
        skipped: ['content/.half-written.tmp'],
      });
      expect(await moveLocalUploads(store, path.join(uploadDir, 'nothing-here'))).toEqual({
        copied: 0,
        alreadyThere: 0,
        skipped: [],
      });
    } finally {
      await rm(uploadDir, { recursive: true, force: true });
      await store.close();
    }
  });
});

describe('the app with S3 settings', () => {
  it('stores an uploaded banner in the bucket (private, under the prefix) and serves it with a year of cache', async () => {
    const t = await createTestApp({ s3: s3.settings });
    try {
      const editor = await signedInStaff(t, ['content']);
      const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c03' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'banner.png');
      const upload = await t.app.inject({
        method: 'POST',
        url: '/v2/admin/content/image/upload',
        headers: {
          cookie: `XSRF-TOKEN=x-0123456789abcdef; ${STAFF_COOKIE}=${editor.cookie}`,
          'x-xsrf-token': 'x-0123456789abcdef',
        },
        payload: form,
      });
      const { imageUrl } = upload.json<{ data: { imageUrl: string } }>().data;
      expect(imageUrl).toMatch(/^\/content\/uploads\/[0-9a-f]{32}\.webp$/);

      const served = await t.app.inject({ method: 'GET', url: imageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

      // The object is in the bucket under the prefix; nothing went to the database table.
      const client = new S3Client({
        endpoint: s3.settings.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      const key = `hall/content/${imageUrl.split('/').pop()}`;
      const object = await client.send(new GetObjectCommand({ Bucket: s3.settings.bucket, Key: key }));
      expect(Buffer.from(await object.Body!.transformToByteArray()).equals(served.rawPayload)).toBe(true);
      client.destroy();
    } finally {
      await t.close();
    }
  });
});

describe('the object store down', () => {
  /** A banner upload as the content editor sends it. */
  async function uploadBanner(t: Awaited<ReturnType<typeof createTestApp>>) {
    const editor = await signedInStaff(t, ['content']);
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0c3' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'banner.png');
    return t.app.inject({
      method: 'POST',
      url: '/v2/admin/content/image/upload',
      headers: {
        cookie: `XSRF-TOKEN=x-0123456789abcdef; ${STAFF_COOKIE}=${editor.cookie}`,
        'x-xsrf-token': 'x-0123456789abcdef',
        'accept-language': 'en-US',
      },
      payload: form,
    });
  }

  it('answers an upload 503 BLOB_STORE_UNAVAILABLE (not the database), and /readyz reports it degraded', async () => {
    const stopped = await startS3();
    const t = await createTestApp({ s3: stopped.settings });
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.json()).toMatchObject({ status: 'ready', blobs: 'up' });

      await stopped.stop();
      const upload = await uploadBanner(t);
      expect(upload.statusCode, upload.body).toBe(503);
      expect(upload.json()).toMatchObject({
        code: 503,
        msg: expect.stringMatching(/Uploaded files cannot be stored/),
        data: { reason: 'BLOB_STORE_UNAVAILABLE', retryAfter: 5 },
      });
      expect(upload.headers['retry-after']).toBe('5');

      // Everything else still works: the instance stays in the balancer, marked degraded.
      const degraded = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(degraded.statusCode).toBe(200);
      expect(degraded.json()).toMatchObject({ status: 'degraded', blobs: 'down' });
    } finally {
      await t.close();
    }
  }, 60_000);

  it('keeps the database store out of /readyz: it is the database', async () => {
    const t = await createTestApp();
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.json()).toMatchObject({ status: 'ready' });
      expect(ready.json()).not.toHaveProperty('blobs');
    } finally {
      await t.close();
    }
  });
});
