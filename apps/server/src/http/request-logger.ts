import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = Parameters<FastifyBaseLogger['info']>;

interface LevelAware extends FastifyBaseLogger {
  isLevelEnabled?: (level: string) => boolean;
}

/**
 * The per-request logger (with the request id bound), built only when something is logged.
 * Fastify makes a pino child for every request; when the level is above `info` (nothing is
 * logged for a plain request) that child is pure cost, about 2 µs of a 35 µs call
 * (docs/benchmarks.md, foundation). Lines that are logged look exactly as before.
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelAware,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#ensureChild().level = level;
  }

  fatal(...args: LogArgs) {
    this.#log('fatal', args);
  }
  error(...args: LogArgs) {
    this.#log('error', args);
  }
  warn(...args: LogArgs) {
    this.#log('warn', args);
  }
  info(...args: LogArgs) {
    this.#log('info', args);
  }
  debug(...args: LogArgs) {
    this.#log('debug', args);
  }
  trace(...args: LogArgs) {
    this.#log('trace', args);
  }
  silent(...args: LogArgs) {
    this.#log('silent', args);
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#ensureChild().child(bindings, options);
  }

  #ensureChild(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  #log(level: Level | 'silent', args: LogArgs) {
    if (level === 'silent') return;
    if (!this.#child && this.parent.isLevelEnabled && !this.parent.isLevelEnabled(level)) return;
    const logger = this.#ensureChild();
    // One call shape for every level; the arguments are passed on exactly as given.
    logger[level](...(args as [string]));
  }
}

/** Fastify's `childLoggerFactory`: eager when the route sets its own level, lazy otherwise. */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) => {
  if (options.level) return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings, options);
};
