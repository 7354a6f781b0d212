import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric } from 'prom-client';
import type { ReplicaHealth } from '../db/read-replica.ts';

const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;

/**
 * Prometheus metrics for one server instance: process defaults plus a request histogram
 * labelled by route pattern (never the raw URL, which would explode cardinality).
 */
export function installMetrics(app: FastifyInstance): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new RequestDurationHistogram();
  // prom-client takes any metric that can describe itself (`get()`); ours is a histogram in its format.
  registry.registerMetric(requestDuration as unknown as Metric);
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
    requestDuration.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  return registry;
}

/**
 * `rate_limit_store_bypassed_total`: /v2 calls let through uncounted because the shared limiter
 * (Redis) was down or its breaker open. Anything above zero means per-address limits are off.
 */
export function rateLimitBypassCounter(registry: Registry): Counter {
  return new Counter({
    name: 'rate_limit_store_bypassed_total',
    help: 'Calls let through without a rate limit because the rate limit store (Redis) was unavailable',
    registers: [registry],
  });
}

/**
 * The read replica (DATABASE_READ_URL): `database_read_fallback_total{reason}` counts reads meant
 * for it that the primary answered (`down`: unreachable, `lagging`: too far behind, `conflict`: a
 * recovery conflict cancelled the query there), and `database_replica_lag_seconds` is the most it
 * can be behind (absent while unknown).
 */
export function readReplicaMetrics(registry: Registry, replica: ReplicaHealth): void {
  const fallbacks = new Counter({
    name: 'database_read_fallback_total',
    help: 'Reads meant for the read replica that the primary answered, by reason (down, lagging, conflict)',
    labelNames: ['reason'],
    registers: [registry],
  });
  replica.onFallback((reason) => fallbacks.inc({ reason }));
  new Gauge({
    name: 'database_replica_lag_seconds',
    help: 'How far the read replica can be behind the primary at most (upper bound from WAL positions)',
    registers: [registry],
    collect() {
      const lag = replica.lagSeconds();
      if (lag === undefined) this.reset();
      else this.set(lag);
    },
  });
}

interface Series {
  labels: { method: string; route: string; status: string };
  /** Observations per bucket (not cumulative); the last slot is above the largest bound (+Inf). */
  counts: number[];
  sum: number;
  count: number;
}

/**
 * `http_request_duration_seconds` by method, route and status. Every request observes it, so it
 * is kept simpler than prom-client's Histogram, which hashes the label object on each
 * observation (about a tenth of a plain call's CPU time in the profile, docs/benchmarks.md):
 * a series is found by one string key, counts per bucket are summed up only when scraped.
 */
export class RequestDurationHistogram {
  readonly name = 'http_request_duration_seconds';
  readonly help = 'HTTP request duration by method, route and status';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #series = new Map<string, Series>();

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let series = this.#series.get(key);
    if (!series) {
      series = {
        labels: { method, route, status: String(status) },
        counts: new Array<number>(DURATION_BUCKETS.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      this.#series.set(key, series);
    }
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]!) bucket += 1;
    series.counts[bucket]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** Called by `Registry.resetMetrics()`. */
  reset(): void {
    this.#series.clear();
  }

  /** The histogram in prom-client's shape: cumulative `_bucket` lines with `le`, then `_sum` and `_count`. */
  async get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const { labels, counts, sum, count } of this.#series.values()) {
      let cumulative = 0;
      DURATION_BUCKETS.forEach((bound, index) => {
        cumulative += counts[index]!;
        values.push({ labels: { le: bound, ...labels }, value: cumulative, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', ...labels }, value: count, metricName: `${this.name}_bucket` });
      values.push({ labels, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }
}
