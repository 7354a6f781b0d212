import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { EmbeddedDatabaseBusy, lockEmbeddedDatabase, type EmbeddedLock } from './db/embedded-lock.ts';
import { describeDemoData } from './modules/demo/index.ts';

/** Starts the server: read config, build the app, listen, and close gracefully on SIGTERM/SIGINT. */
const config = loadConfig();
const lock = lockEmbeddedFolder(config);
const app = await buildApp(config);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
  lock?.release();
});

await app.listen({ port: config.port, host: config.host });
const database =
  config.database.kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.database.dir ?? 'memory'}`;
// A plain banner for the person who just typed `npm start`; the JSON log lines are for machines.
process.stdout.write(
  [
    '',
    `  Amigo Hall is running at ${config.publicUrl}`,
    `  player site  ${config.publicUrl}/`,
    `  console      ${config.publicUrl}/console/`,
    `  API docs     ${config.publicUrl}/docs`,
    `  database     ${database}`,
    ...describeDemoData(config.seedDemo),
    '',
  ].join('\n') + '\n',
);

/**
 * The embedded PGlite folder is one process's (db/embedded-lock.ts): the server takes its lock
 * before opening it, and refuses to start while another process (a CLI still running) holds it.
 */
function lockEmbeddedFolder(loaded: typeof config): EmbeddedLock | undefined {
  if (loaded.database.kind !== 'pglite' || !loaded.database.dir) return undefined;
  try {
    return lockEmbeddedDatabase(loaded.database.dir, 'server');
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseBusy)) throw error;
    process.stderr.write(
      `${error.message}.\nPGlite can be opened by one process only: wait for it to finish (or stop it), then start the server again.\n`,
    );
    process.exit(1);
  }
}
