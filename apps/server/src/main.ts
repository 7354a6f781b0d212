import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { describeDemoData } from './modules/demo/index.ts';

/** Starts the server: read config, build the app, listen, and close gracefully on SIGTERM/SIGINT. */
const config = loadConfig();
const app = await buildApp(config);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
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
