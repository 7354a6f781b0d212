import type pg from 'pg';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * The read replica (DATABASE_READ_URL) behind `database.read`: reports and lists read it while it
 * is reachable and provably at most `maxLagMs` behind the primary; otherwise they read the
 * primary (a warning when that starts, a metric for every such read). docs/decisions/0017.
 */
export type ReplicaState = 'up' | 'lagging' | 'down';

/** Why a read meant for the replica went to the primary. */
export type ReadFallbackReason = 'down' | 'lagging' | 'conflict';

export interface ReplicaHealth {
  /** What the last check found (`down` until the first check succeeded). */
  state(): ReplicaState;
  /** Checks now (/readyz). */
  check(): Promise<ReplicaState>;
  /** Seconds the replica may be behind at most (an upper bound), or undefined while that is unknown. */
  lagSeconds(): number | undefined;
  readonly maxLagMs: number;
  /** Called for every read that went to the primary instead (the server counts them in a metric). */
  onFallback(listener: (reason: ReadFallbackReason) => void): void;
}

/** The replica's position is checked this often, in the background, for as long as the server runs. */
const CHECK_EVERY_MS = 1_000;
/** How long the first read waits for the first check before reading the primary. */
const CHECK_WAIT_MS = 1_000;
/** Primary positions kept to compare the replica with (a replica further behind than this many checks counts as lagging anyway). */
const MAX_SAMPLES = 600;

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** `X/Y` (pg_lsn as text) as a number that compares like the position. */
function lsnValue(text: string): bigint {
  const [high = '0', low = '0'] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * How far behind the replica is, measured without trusting any clock but ours: every check first
 * notes the primary's WAL position (`pg_current_wal_lsn()`, taken after time `at`, so it covers
 * everything committed before `at`), then asks the replica how far it has replayed. The replica
 * holds everything committed before the latest `at` whose position it has replayed: `caughtUpAt`.
 * So the lag is at most `now − caughtUpAt`, whether replay is slow, paused, or the replica has
 * lost its primary (a frozen replica never catches up with a newer position). A database that is
 * not in recovery (DATABASE_READ_URL naming the primary itself) is always current.
 */
class ReplicaMonitor implements ReplicaHealth {
  private reachable: boolean | undefined;
  private caughtUpAt: number | undefined;
  private checking: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private samples: { at: number; lsn: bigint }[] = [];
  private reported: ReplicaState | undefined;
  private readonly listeners: ((reason: ReadFallbackReason) => void)[] = [];

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    readonly maxLagMs: number,
    private readonly log: Log,
  ) {}

  state(): ReplicaState {
    if (this.reachable !== true) return 'down';
    if (this.caughtUpAt === undefined || Date.now() - this.caughtUpAt > this.maxLagMs) return 'lagging';
    return 'up';
  }

  lagSeconds(): number | undefined {
    return this.reachable === true && this.caughtUpAt !== undefined ? (Date.now() - this.caughtUpAt) / 1000 : undefined;
  }

  onFallback(listener: (reason: ReadFallbackReason) => void): void {
    this.listeners.push(listener);
  }

  async check(): Promise<ReplicaState> {
    await this.measureOnce();
    return this.state();
  }

  /** Checks every CHECK_EVERY_MS until stop(); the timer does not keep the process alive. */
  start(): void {
    this.timer ??= setInterval(() => void this.measureOnce(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * Where a read goes now: the replica, or the primary and why. Decided from the last check (the
   * lag bound grows with its age, so an old check never sends a read to a stale replica); only
   * the very first read waits, up to CHECK_WAIT_MS, for the first check.
   */
  async route(): Promise<'replica' | ReadFallbackReason> {
    if (this.reachable === undefined) {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CHECK_WAIT_MS);
      });
      await Promise.race([this.measureOnce(), waited]).finally(() => clearTimeout(timer));
    }
    const state = this.state();
    return state === 'up' ? 'replica' : state;
  }

  fellBack(reason: ReadFallbackReason): void {
    for (const listener of this.listeners) listener(reason);
  }

  /** A read on the replica failed as unreachable: stop sending reads there until a check succeeds. */
  lost(error: unknown): void {
    this.reachable = false;
    this.report({ err: error });
  }

  /** One check at a time: a caller arriving while one runs shares it. */
  private measureOnce(): Promise<void> {
    this.checking ??= this.measure().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async measure(): Promise<void> {
    const at = Date.now();
    try {
      const { rows } = await this.primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      if (rows[0]) this.samples.push({ at, lsn: lsnValue(rows[0].lsn) });
      if (this.samples.length > MAX_SAMPLES) this.samples.splice(0, this.samples.length - MAX_SAMPLES);
    } catch {
      // The primary's own trouble is reported elsewhere (503, /readyz); without a sample the lag can only grow.
    }
    try {
      const { rows } = await this.replica.query<{ standby: boolean; replayed: string | null }>(
        'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed',
      );
      const row = rows[0];
      this.reachable = true;
      if (row && !row.standby) {
        this.caughtUpAt = at;
        this.samples = [];
      } else if (row?.replayed) {
        const replayed = lsnValue(row.replayed);
        const covered = this.samples.findLastIndex((sample) => sample.lsn <= replayed);
        if (covered >= 0) {
          this.caughtUpAt = Math.max(this.caughtUpAt ?? 0, this.samples[covered]!.at);
          this.samples.splice(0, covered + 1);
        }
      }
      this.report({});
    } catch (error) {
      this.reachable = false;
      this.report({ err: error });
    }
  }

  /** One log line when the state changes, not one per read. */
  private report(details: object): void {
    const state = this.state();
    if (state === this.reported) return;
    const first = this.reported === undefined;
    this.reported = state;
    if (state === 'up') {
      if (!first) this.log.info({}, 'read replica serving reads again');
    } else if (state === 'down') {
      this.log.warn(details, 'read replica unreachable; reports and lists read the primary');
    } else if (!first || this.caughtUpAt !== undefined) {
      this.log.warn(
        { lagSeconds: this.lagSeconds(), maxLagSeconds: this.maxLagMs / 1000 },
        'read replica too far behind; reports and lists read the primary',
      );
    }
  }
}

/** A recovery conflict cancels a replica query (40001 "conflict with recovery"); the primary can answer it. */
function isRecoveryConflict(error: unknown): boolean {
  const candidate = error instanceof Error && !(error as { code?: unknown }).code ? error.cause : error;
  return (
    candidate instanceof Error &&
    (candidate as { code?: unknown }).code === '40001' &&
    candidate.message.includes('conflict with recovery')
  );
}

/**
 * What `database.read` is built on: a pool look-alike that Drizzle uses like a pg.Pool (its name
 * says Pool, which is what Drizzle checks before taking a client for a transaction). Each query
 * goes to the replica while the monitor says it is up, else to the primary; a query the replica
 * fails as unreachable (or cancels for a recovery conflict) is answered by the primary instead.
 */
export class ReadRoutingPool {
  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly monitor: ReplicaMonitor,
  ) {}

  async query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const route = await this.monitor.route();
    if (route === 'replica') {
      try {
        return await this.replica.query(config, values);
      } catch (error) {
        const reason = this.fallbackReasonOf(error);
        if (!reason) throw error;
        this.monitor.fellBack(reason);
        return this.primary.query(config, values);
      }
    }
    this.monitor.fellBack(route);
    return this.primary.query(config, values);
  }

  async connect(): Promise<pg.PoolClient> {
    const route = await this.monitor.route();
    if (route === 'replica') {
      try {
        return await this.replica.connect();
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        this.monitor.lost(error);
        this.monitor.fellBack('down');
        return this.primary.connect();
      }
    }
    this.monitor.fellBack(route);
    return this.primary.connect();
  }

  private fallbackReasonOf(error: unknown): ReadFallbackReason | undefined {
    if (isDatabaseUnavailable(error)) {
      this.monitor.lost(error);
      return 'down';
    }
    return isRecoveryConflict(error) ? 'conflict' : undefined;
  }
}

/** The monitor and the routing pool for a replica pool beside the primary's. */
export function routeReads(
  primary: pg.Pool,
  replica: pg.Pool,
  options: { maxLagMs: number; log: Log },
): { health: ReplicaHealth; pool: pg.Pool; stop(): void } {
  const monitor = new ReplicaMonitor(primary, replica, options.maxLagMs, options.log);
  monitor.start();
  // Drizzle needs only query() and connect() of a pool; the cast says so to its types.
  return {
    health: monitor,
    pool: new ReadRoutingPool(primary, replica, monitor) as unknown as pg.Pool,
    stop: () => monitor.stop(),
  };
}
