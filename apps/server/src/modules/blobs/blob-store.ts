import { AppError } from '../../http/app-error.ts';

/**
 * Where uploaded files live: one small interface with two homes, the database (the embedded
 * default) and any S3-compatible object store (S3_* settings). Keys are paths made by our code
 * from a content hash (`kyc/<userId>/<sha256>.jpg`, `content/<sha256>.webp`); a store refuses
 * any other shape, so a key never reaches a file system or bucket from user input.
 */
export interface StoredBlob {
  bytes: Buffer;
  contentType: string;
}

export interface BlobStore {
  readonly kind: 'database' | 's3';
  /** Stores bytes under a key. Keys are content hashes, so writing the same key again is a no-op. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes and type under a key, or null when there is nothing there. */
  get(key: string): Promise<StoredBlob | null>;
  /** Removes a key; a missing key is fine (this is cleanup). */
  delete(key: string): Promise<void>;
  /** Releases connections (S3 client sockets). */
  close(): Promise<void>;
  /**
   * Whether the store answers, for /readyz. The database store is the database, which /readyz
   * checks on its own: it answers `up`.
   */
  check(): Promise<'up' | 'down'>;
}

/** Seconds a client is told to wait before retrying a call refused because the object store is down. */
export const BLOB_STORE_RETRY_AFTER_SECONDS = 5;

/**
 * The object store does not answer (down, unreachable, overloaded: a network failure, a timeout or
 * a 5xx): 503 BLOB_STORE_UNAVAILABLE with Retry-After, never taken for the database (whose network
 * errors look alike, db/unavailable.ts) nor a 500. Nothing was stored or read.
 */
export function blobStoreUnavailable(cause: unknown): AppError {
  return new AppError('BLOB_STORE_UNAVAILABLE', { httpStatus: 503, retryAfter: BLOB_STORE_RETRY_AFTER_SECONDS, cause });
}

const KEY_PATTERN = /^(kyc\/\d{1,19}\/[0-9a-f]{32,64}\.jpg|content\/[0-9a-f]{32,64}\.webp)$/;

/** Whether a key has a shape our code makes. */
export function isBlobKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Throws on a key our code would never make: the last line before bytes are stored or read. */
export function assertBlobKey(key: string): void {
  if (!isBlobKey(key)) throw new Error(`Refusing a malformed blob key: ${key}`);
}
