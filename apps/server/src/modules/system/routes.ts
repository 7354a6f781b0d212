import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import type { BlobStore } from '../blobs/index.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { requireBearerToken, type OperatorEndpointAccess } from './bearer-token.ts';

/** Liveness, readiness and metrics for the platform that runs us (load balancer, Kubernetes, Prometheus). */
export async function systemRoutes(
  app: FastifyInstance,
  deps: {
    database: Database;
    metrics: Registry;
    metricsAccess: OperatorEndpointAccess;
    rateLimiter?: RateLimiter;
    /** The upload store: reported as `blobs: up | down` when it is an object store of its own. */
    blobs?: BlobStore;
    /** True once the server is stopping (http/drain.ts): not ready for new work any more. */
    draining?: () => boolean;
  },
) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  // Redis only shares the rate-limit budget between instances: without it calls still work
  // (uncounted), so a Redis outage answers 200 `degraded` with `redis: down`, never 503, which
  // would take every instance out of the balancer at once. Its check answers at once while the
  // limiter's breaker is open, and within the Redis command timeout otherwise.
  // The read replica likewise: while it is down or too far behind, reports and lists read the
  // primary, so the instance still serves; 200 `degraded` with `replica: down | lagging`.
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    if (deps.draining?.()) return reply.code(503).send({ status: 'draining', database: deps.database.kind });
    const objectStore = deps.blobs?.kind === 's3' ? deps.blobs : undefined;
    const [limiter, replicaState, blobState] = await Promise.all([
      deps.rateLimiter?.health(),
      deps.database.replica?.check(),
      objectStore?.check(),
    ]);
    const redis = limiter === 'up' || limiter === 'down' ? { redis: limiter } : {};
    const replica = replicaState ? { replica: replicaState } : {};
    // The object store only holds uploads: without it everything else still works (uploads and
    // KYC photos answer 503 BLOB_STORE_UNAVAILABLE), so it degrades, like Redis, never 503.
    const blobs = blobState ? { blobs: blobState } : {};
    try {
      await deps.database.ping();
      const degraded = limiter === 'down' || (replicaState !== undefined && replicaState !== 'up') || blobState === 'down';
      return { status: degraded ? 'degraded' : 'ready', database: deps.database.kind, ...redis, ...replica, ...blobs };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: deps.database.kind, ...redis, ...replica, ...blobs });
    }
  });

  // Off (404) in production without METRICS_TOKEN: the figures are for our scraper only.
  if (deps.metricsAccess.kind === 'off') return;
  const onRequest = deps.metricsAccess.kind === 'token' ? requireBearerToken(deps.metricsAccess.token) : undefined;
  app.get('/metrics', { schema: { hide: true }, ...(onRequest && { onRequest }) }, async (_request, reply) =>
    reply.type(deps.metrics.contentType).send(await deps.metrics.metrics()),
  );
}
