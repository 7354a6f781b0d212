import { randomBytes } from 'node:crypto';
import { AppError } from '../../http/app-error.ts';
import type { BlobStore } from '../blobs/index.ts';

/**
 * KYC photos in the blob store (the database by default, or the private S3 bucket), under
 * `kyc/<userId>/<random>.jpg`. Unlike content images these keys are random per upload, not a
 * content hash: a photo is personal data that is removed again when its submission fails, and a
 * key shared by two uploads (a double-clicked submit) could then be removed under the other.
 * Photos are served only through the API, to their member or an operator.
 */
export async function writeKycImage(blobs: BlobStore, input: { userId: bigint; jpeg: Buffer }): Promise<string> {
  const key = `kyc/${input.userId}/${randomBytes(16).toString('hex')}.jpg`;
  await blobs.put(key, input.jpeg, 'image/jpeg');
  return key;
}

/** Removes stored images; missing ones are fine (this is cleanup after a failure). */
export async function removeKycImages(blobs: BlobStore, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => blobs.delete(key)));
}

/** A stored image's bytes; a missing one is NOT_FOUND (the row outlived its photo). */
export async function loadKycImage(blobs: BlobStore, key: string): Promise<Buffer> {
  const image = await blobs.get(key);
  if (!image) throw new AppError('NOT_FOUND');
  return image.bytes;
}
