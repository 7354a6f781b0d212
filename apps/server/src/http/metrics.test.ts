import { Histogram, Registry, type Metric } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestDurationHistogram } from './metrics.ts';

describe('RequestDurationHistogram', () => {
  it("exposes exactly what prom-client's own Histogram would for the same observations", async () => {
    const reference = new Registry();
    const theirs = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [reference],
    });
    const ours = new RequestDurationHistogram();
    const registry = new Registry();
    registry.registerMetric(ours as unknown as Metric);

    // On a bound, between bounds, above the largest, several series.
    const observations: [string, string, number, number][] = [
      ['POST', '/v2/app/user/info', 200, 0.001],
      ['POST', '/v2/app/user/info', 200, 0.0031],
      ['POST', '/v2/app/user/info', 200, 7.5],
      ['POST', '/v2/app/user/info', 429, 0.0002],
      ['GET', 'unmatched', 404, 0.3],
    ];
    for (const [method, route, status, seconds] of observations) {
      theirs.observe({ method, route, status: String(status) }, seconds);
      ours.observe(method, route, status, seconds);
    }
    const text = await registry.metrics();
    expect(text).toBe(await reference.metrics());
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="POST",route="/v2/app/user/info",status="200"} 2',
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/v2/app/user/info",status="200"} 3',
    );

    ours.reset();
    expect(await registry.metrics()).not.toContain('_bucket');
  });
});
