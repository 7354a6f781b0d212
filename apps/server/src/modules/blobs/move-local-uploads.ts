import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isBlobKey, type BlobStore } from './blob-store.ts';

const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.webp': 'image/webp' };

/**
 * Copies what earlier versions kept on local disk (`<uploadDir>/kyc/<userId>/<name>.jpg`,
 * `<uploadDir>/content/<hash>.webp`) into the store, under the same keys the database rows
 * already name. Idempotent (a key that is there is left alone), so it can run again after a
 * partial run; files are not deleted (an operator removes the folder once satisfied).
 */
export async function moveLocalUploads(
  store: BlobStore,
  uploadDir: string,
): Promise<{ copied: number; alreadyThere: number; skipped: string[] }> {
  const report = { copied: 0, alreadyThere: 0, skipped: [] as string[] };
  for (const file of await filesUnder(uploadDir)) {
    const key = path.relative(uploadDir, file).split(path.sep).join('/');
    const contentType = TYPES[path.extname(file)];
    if (!contentType || !isBlobKey(key)) {
      report.skipped.push(key);
      continue;
    }
    if (await store.get(key)) {
      report.alreadyThere += 1;
      continue;
    }
    await store.put(key, await readFile(file), contentType);
    report.copied += 1;
  }
  return report;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  });
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(full)));
    else files.push(full);
  }
  return files.sort();
}
