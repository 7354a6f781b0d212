import { randomBytes } from 'node:crypto';
import { mkdir, open, rm, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../http/app-error.ts';

/**
 * KYC photos on local disk under `<uploadDir>/kyc/<userId>/`. The upload folder is outside
 * every web root, file names are random (never the client's), and keys stored in the
 * database are checked again before they touch the file system.
 */
const KEY_PATTERN = /^kyc\/\d{1,19}\/[0-9a-f]{32}\.jpg$/;

/** Writes one JPEG under a new random key and returns the key (relative to uploadDir). */
export async function writeKycImage(input: { uploadDir: string; userId: bigint; jpeg: Buffer }): Promise<string> {
  const key = `kyc/${input.userId}/${randomBytes(16).toString('hex')}.jpg`;
  const file = resolveKey(input.uploadDir, key);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // 'wx' refuses to overwrite: a key collision would be a bug, never a silent replacement.
  await writeFile(file, input.jpeg, { flag: 'wx', mode: 0o600 });
  return key;
}

/** Removes stored images; missing files are fine (this is cleanup after a failure). */
export async function removeKycImages(input: { uploadDir: string; keys: readonly string[] }): Promise<void> {
  await Promise.all(input.keys.map((key) => rm(resolveKey(input.uploadDir, key), { force: true })));
}

/** Opens a stored image for reading; a missing file is NOT_FOUND (the row outlived its file). */
export async function openKycImage(input: { uploadDir: string; key: string }): Promise<{ handle: FileHandle; size: number }> {
  let handle: FileHandle;
  try {
    handle = await open(resolveKey(input.uploadDir, input.key), 'r');
  } catch (error) {
    if (isMissingFile(error)) throw new AppError('NOT_FOUND');
    throw error;
  }
  try {
    const { size } = await handle.stat();
    return { handle, size };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

function resolveKey(uploadDir: string, key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Refusing a malformed KYC storage key: ${key}`);
  return path.join(uploadDir, ...key.split('/'));
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
