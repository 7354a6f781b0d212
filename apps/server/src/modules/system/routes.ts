import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';

/** Liveness, readiness and metrics for the platform that runs us (load balancer, Kubernetes, Prometheus). */
export function registerSystemRoutes(
  app: FastifyInstance,
  deps: { database: Database; metrics: Registry; metricsToken: string | undefined },
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

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (deps.metricsToken && request.headers.authorization !== `Bearer ${deps.metricsToken}`) {
      return reply.code(401).send('unauthorized\n');
    }
    return reply.type(deps.metrics.contentType).send(await deps.metrics.metrics());
  });
}
