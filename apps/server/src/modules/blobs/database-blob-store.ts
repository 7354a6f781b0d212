import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assertBlobKey, type BlobStore } from './blob-store.ts';
import { blobs } from './schema.ts';

/** Blobs in the `blobs` table: what every instance on the same database sees at once. */
export function databaseBlobStore(db: Db): BlobStore {
  return {
    kind: 'database',
    async check() {
      return 'up';
    },
    async put(key, bytes, contentType) {
      assertBlobKey(key);
      await db.insert(blobs).values({ key, contentType, size: bytes.length, bytes }).onConflictDoNothing();
    },
    async get(key) {
      assertBlobKey(key);
      const [row] = await db.select({ bytes: blobs.bytes, contentType: blobs.contentType }).from(blobs).where(eq(blobs.key, key));
      return row ?? null;
    },
    async delete(key) {
      assertBlobKey(key);
      await db.delete(blobs).where(eq(blobs.key, key));
    },
    async close() {},
  };
}
