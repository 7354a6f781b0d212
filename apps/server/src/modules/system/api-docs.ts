import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { requireBearerToken, type OperatorEndpointAccess } from './bearer-token.ts';

/**
 * The OpenAPI document generated from the contract and its viewer at /docs (/docs/json,
 * /docs/yaml and the viewer's assets). With DOCS_TOKEN every one of those routes asks for the
 * bearer token; in production without it they do not exist.
 */
export async function registerApiDocs(app: FastifyInstance, access: OperatorEndpointAccess) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Amigo Hall API',
        version: '2.0.0',
        description: 'Every call is POST with a JSON payload and answers `{ code, msg, data }`.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'TOKEN' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (access.kind === 'off') return;
  // In a scope of its own, so the token hook covers every route the viewer adds, its static
  // assets included (its own `uiHooks` option does not reach those).
  await app.register(async (scope) => {
    if (access.kind === 'token') scope.addHook('onRequest', requireBearerToken(access.token));
    await scope.register(fastifySwaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?/, ''),
    });
  });
}
