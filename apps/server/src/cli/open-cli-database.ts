import type { Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { describeBusy, EmbeddedDatabaseBusy, lockEmbeddedDatabase, type EmbeddedLock } from '../db/embedded-lock.ts';

/** The exit status of a CLI that refused to open an embedded database another process holds (EX_TEMPFAIL). */
export const EXIT_DATABASE_BUSY = 75;

/**
 * Opens the configured database for a CLI. On the embedded PGlite folder it first takes the
 * folder's lock (db/embedded-lock.ts): when the server (or another CLI) holds it, the CLI prints
 * what to do and exits with EXIT_DATABASE_BUSY without opening anything — a second PGlite over the
 * same files would corrupt the running server's database. `instead` names what to do meanwhile
 * (e.g. the console screen that does the same). `close()` closes the database, then releases the lock.
 */
export async function openCliDatabase(
  command: string,
  config: Config,
  options: { maxConnections?: number; instead?: string } = {},
): Promise<Database> {
  let lock: EmbeddedLock | undefined;
  if (config.database.kind === 'pglite' && config.database.dir) {
    try {
      lock = lockEmbeddedDatabase(config.database.dir, command);
    } catch (error) {
      if (!(error instanceof EmbeddedDatabaseBusy)) throw error;
      console.error(describeBusy(command, error, options.instead));
      process.exit(EXIT_DATABASE_BUSY);
    }
  }
  let database: Database;
  try {
    database = await openDatabase(config.database, { maxConnections: options.maxConnections });
  } catch (error) {
    lock?.release();
    throw error;
  }
  return {
    ...database,
    close: async () => {
      try {
        await database.close();
      } finally {
        lock?.release();
      }
    },
  };
}
