import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../config.ts';

export interface LocalS3 {
  /** Settings for the app (config.s3) pointing at this server's bucket. */
  settings: S3Settings;
  stop(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free port, with a fresh folder and bucket. */
export async function startS3(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'amigo-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  const settings: S3Settings = {
    bucket: 'amigo-test',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'hall/',
  };
  const admin = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await admin.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  admin.destroy();
  return {
    settings,
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
