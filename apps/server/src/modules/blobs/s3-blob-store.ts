import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.ts';
import { assertBlobKey, type BlobStore } from './blob-store.ts';

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
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const objectKey = (key: string) => `${settings.prefix}${key}`;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertBlobKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: settings.bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      assertBlobKey(key);
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
    },
    async delete(key) {
      assertBlobKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
    async close() {
      client.destroy();
    },
  };
}
