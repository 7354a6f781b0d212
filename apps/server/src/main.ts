import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

/** Starts the server: read config, build the app, listen, and close gracefully on SIGTERM/SIGINT. */
const config = loadConfig();
const app = await buildApp(config);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
const database = config.database.kind === 'pg' ? 'PostgreSQL' : `embedded PGlite in ${config.database.dir ?? 'memory'}`;
app.log.info(`Amigo Hall is serving ${config.publicUrl} (database: ${database}; API docs at /docs; console at /console/)`);
