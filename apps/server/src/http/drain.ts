import type { FastifyInstance } from 'fastify';

/**
 * The drain of a stopping server (main.ts closes the app on SIGTERM/SIGINT). Fastify's close
 * stops accepting connections, closes the idle keep-alive ones and waits for the requests under
 * way, then runs the onClose hooks (jobs, blob store, database) once they are done. What this adds:
 *
 * - every answer sent from then on carries `Connection: close`, the ones under way included, so
 *   a keep-alive client (the load balancer) opens its next request on another instance instead of
 *   finding this socket closed under it; Fastify only marks requests that arrive after the start;
 * - a request that still arrives on an open keep-alive connection is answered as usual rather
 *   than with Fastify's bare 503 (`return503OnClosing: false` in app.ts): its caller already chose
 *   this instance, and the database stays open until the last answer is out;
 * - /readyz answers 503 `draining`, for balancers that probe an existing connection.
 *
 * Returns whether the drain has begun.
 */
export function installDrain(app: FastifyInstance): () => boolean {
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  return () => draining;
}
