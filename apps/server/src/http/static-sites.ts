import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { sendError } from './envelope.ts';

interface Site {
  prefix: string;
  dist: string;
  /** The page sent for every address the client router draws (app.html where the build has one). */
  fallbackPage: string | undefined;
}

/**
 * Serves the built player site at `/` and the operator console at `/console/`, with the SPA
 * fallback: an unknown path that a browser asks for as a page gets the app's page so the
 * client router can show it (including its own not-found page). Unknown API paths and
 * anything that is not a page request get the 404 envelope.
 *
 * The player site's build has two pages (apps/web/vite.config.ts bootScreens()): index.html,
 * whose boot screen is the home page's header and hero, served for "/"; and app.html, with the
 * plain boot screen, served for every other address. The console has index.html only.
 */
export async function installStaticSites(app: FastifyInstance, options: { webDist: string; consoleDist: string }) {
  const sites: Site[] = [
    { prefix: '/console/', dist: options.consoleDist, fallbackPage: undefined },
    { prefix: '/', dist: options.webDist, fallbackPage: undefined },
  ];
  for (const site of sites) {
    const indexFile = path.join(site.dist, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn({ dist: site.dist }, 'web app not built; run `npm run build` to serve it');
      continue;
    }
    const appFile = path.join(site.dist, 'app.html');
    site.fallbackPage = readFileSync(existsSync(appFile) ? appFile : indexFile, 'utf8');
    await app.register(fastifyStatic, {
      root: site.dist,
      prefix: site.prefix,
      decorateReply: false,
      index: ['index.html'],
      wildcard: true,
      // The web build writes .br/.gz beside each text file (apps/web/vite.config.ts): sent as they are.
      preCompressed: true,
      // Vite puts content-hashed files under assets/: cache them for a year; everything else revalidates.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const site = isPageRequest(request)
      ? sites.find((s) => request.url.startsWith(s.prefix) || `${request.url}/` === s.prefix)
      : undefined;
    if (site?.fallbackPage) return sendPage(reply, site.fallbackPage);
    // A call path asked with another method (GET, HEAD, OPTIONS, PUT…): the path exists, the method does not.
    if (request.method !== 'POST' && request.server.hasRoute({ method: 'POST', url: request.url.split('?')[0] ?? '' })) {
      reply.header('allow', 'POST');
      return sendError(reply, request, new AppError('METHOD_NOT_ALLOWED', { httpStatus: 405 }));
    }
    return sendError(reply, request, new AppError('ROUTE_NOT_FOUND', { httpStatus: 404 }));
  });
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (/^\/(v2|dev|docs|metrics|healthz|readyz|sandbox-pay)(\/|$|\?)/.test(request.url)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

function sendPage(reply: FastifyReply, html: string) {
  return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}
