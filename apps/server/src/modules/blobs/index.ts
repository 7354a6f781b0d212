/**
 * The blobs module: uploaded files (KYC photos, content images) in one store every instance
 * shares — the database by default, an S3-compatible object store with S3_* settings.
 */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { BlobStore } from './blob-store.ts';
import { databaseBlobStore } from './database-blob-store.ts';
import { s3BlobStore } from './s3-blob-store.ts';

export type { BlobStore, StoredBlob } from './blob-store.ts';
export { moveLocalUploads } from './move-local-uploads.ts';

/** The store the configuration names: S3 when S3_BUCKET is set, else the database. */
export function openBlobStore(config: Pick<Config, 's3'>, db: Db): BlobStore {
  return config.s3 ? s3BlobStore(config.s3) : databaseBlobStore(db);
}
