import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { EmbeddedDatabaseBusy, lockEmbeddedDatabase, type EmbeddedLock } from './db/embedded-lock.ts';
import { describeDemoData } from './modules/demo/index.ts';

/** Starts the server: read config, build the app, listen, and close gracefully on SIGTERM/SIGINT. */
const config = loadConfig();
const lock = lockEmbeddedFolder(config);
const app = await buildApp(config);

// SIGTERM/SIGINT: stop accepting, let the requests under way finish (http/drain.ts), then close
// the jobs, the blob store and the database; whatever still runs after the grace is cut (exit 1).
const closer = closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err, manual }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal: signal ?? (manual ? 'parent gone' : undefined) }, 'closing');
  await app.close();
  lock?.release();
});
// Started by scripts/run-forwarding-signals.mjs (npm start), we have an IPC channel to the
// wrapper: it closes when the wrapper dies, even of SIGKILL, and a server left without it would
// serve on unsupervised. Close gracefully then. The channel must not keep the process alive.
if (process.channel) {
  process.channel.unref();
  process.once('disconnect', () => void closer.close());
}

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
