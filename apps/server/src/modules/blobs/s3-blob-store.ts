import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.ts';
import { assertBlobKey, blobStoreUnavailable, type BlobStore } from './blob-store.ts';

/**
 * How long a call waits for the store: to connect, and for an answer to start. The SDK waits for
 * ever by default, so a store that stopped answering (a dropped route, a hung server) held the
 * upload until the client gave up; now it is answered 503 BLOB_STORE_UNAVAILABLE (after the
 * SDK's own retries, three attempts).
 */
const CONNECT_TIMEOUT_MS = 3_000;
const ANSWER_TIMEOUT_MS = 15_000;
/** The readiness check's own bound: /readyz must answer quickly whatever the store does. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * Whether an SDK failure means "the store does not answer" rather than "the store refused this":
 * no S3 answer at all (network failure, timeout, abort), or a 5xx (SlowDown, InternalError).
 */
function isUnavailable(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return true;
  return (error.$metadata.httpStatusCode ?? 500) >= 500;
}

/**
 * Blobs in an S3-compatible object store (AWS S3, MinIO, R2, …). The bucket stays private: KYC
 * photos are read only through the API for a member or an operator, and banners are served by the
 * app with a year's cache (their key is their hash), so no object is ever public.
 */
export function s3BlobStore(settings: S3Settings): BlobStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: ANSWER_TIMEOUT_MS },
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const objectKey = (key: string) => `${settings.prefix}${key}`;
  /** Runs a store call; a store that does not answer becomes 503 BLOB_STORE_UNAVAILABLE. */
  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw isUnavailable(error) ? blobStoreUnavailable(error) : error;
    }
  }
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertBlobKey(key);
      await call(() =>
        client.send(
          new PutObjectCommand({ Bucket: settings.bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }),
        ),
      );
    },
    async get(key) {
      assertBlobKey(key);
      return call(async () => {
        try {
          const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
          if (!answer.Body) return null;
          return {
            bytes: Buffer.from(await answer.Body.transformToByteArray()),
            contentType: answer.ContentType ?? 'application/octet-stream',
          };
        } catch (error) {
          if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) {
            return null;
          }
          throw error;
        }
      });
    },
    async delete(key) {
      assertBlobKey(key);
      await call(() => client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) })));
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), {
          abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        });
        return 'up';
      } catch {
        return 'down';
      }
    },
    async close() {
      client.destroy();
    },
  };
}
