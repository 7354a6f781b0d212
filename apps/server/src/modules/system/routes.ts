import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { requireBearerToken, type OperatorEndpointAccess } from './bearer-token.ts';

/** Liveness, readiness and metrics for the platform that runs us (load balancer, Kubernetes, Prometheus). */
export function registerSystemRoutes(
  app: FastifyInstance,
  deps: { database: Database; metrics: Registry; metricsAccess: OperatorEndpointAccess },
) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await deps.database.ping();
      return { status: 'ready', database: deps.database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: deps.database.kind });
    }
  });

  // Off (404) in production without METRICS_TOKEN: the figures are for our scraper only.
  if (deps.metricsAccess.kind === 'off') return;
  const onRequest = deps.metricsAccess.kind === 'token' ? requireBearerToken(deps.metricsAccess.token) : undefined;
  app.get('/metrics', { schema: { hide: true }, ...(onRequest && { onRequest }) }, async (_request, reply) =>
    reply.type(deps.metrics.contentType).send(await deps.metrics.metrics()),
  );
}
