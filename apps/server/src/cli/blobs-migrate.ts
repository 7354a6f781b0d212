/**
 * `npm run blobs:migrate`: copies the uploads an earlier version kept on this machine's disk
 * (UPLOAD_DIR, default DATA_DIR/uploads: KYC photos and content images) into the blob store the
 * configuration names — the database, or the S3 bucket with S3_* settings — under the keys the
 * database rows already hold. Safe to run again (what is there is left alone); it deletes
 * nothing: remove the folder once every instance serves the files.
 */
import { loadConfig } from '../config.ts';
import { moveLocalUploads, openBlobStore } from '../modules/blobs/index.ts';
import { openCliDatabase } from './open-cli-database.ts';

const config = loadConfig();
const database = await openCliDatabase('blobs:migrate', config, { maxConnections: 2 });
const store = openBlobStore(config, database.db);
try {
  await database.migrate();
  const report = await moveLocalUploads(store, config.uploadDir);
  console.log(
    `uploads from ${config.uploadDir} into the ${store.kind} store: ${report.copied} copied, ` +
      `${report.alreadyThere} already there` +
      (report.skipped.length ? `, ${report.skipped.length} skipped (not an upload): ${report.skipped.join(', ')}` : ''),
  );
} catch (error) {
  console.error(`blobs:migrate failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await store.close();
  await database.close();
}
