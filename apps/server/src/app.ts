import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { calls, type CallDef } from '@amigo/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { developmentSurfaces, fastifyTrustProxy, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { seedDemoData } from './modules/demo/index.ts';
import { AppError } from './http/app-error.ts';
import { installEnvelope } from './http/envelope.ts';
import { lazyChildLoggerFactory } from './http/request-logger.ts';
import { installMetrics, rateLimitBypassCounter, readReplicaMetrics } from './http/metrics.ts';
import { installRateLimit } from './http/rate-limit.ts';
import { installNulGuard } from './http/refuse-nul-characters.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { registerPlannedCall } from './http/register-call.ts';
import { installStaticSites } from './http/static-sites.ts';
import { clientErrorHandler, frameworkErrorHandler, installTransportErrors } from './http/transport-errors.ts';
import { deviceCookieKeys, installDeviceCookie } from './http/device-cookie.ts';
import { installXsrf } from './http/xsrf.ts';
import { installReadYourWrites } from './http/read-your-writes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { memberAuthenticator } from './modules/auth/index.ts';
import { kycRoutes } from './modules/kyc/routes.ts';
import { mailRoutes } from './modules/mail/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { cryptoRoutes } from './modules/crypto/routes.ts';
import { platformRoutes } from './modules/platform/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { usersStaffRoutes } from './modules/users/staff-routes.ts';
import { bankCardRoutes } from './modules/bank-cards/routes.ts';
import { useCardKeyring } from './modules/bank-cards/card-encryption.ts';
import { resolveCardKeyring, verifyInstanceSecrets } from './instance-secrets.ts';
import { installScheduler, scheduledJobs } from './scheduler.ts';
import { gameRoutes } from './modules/games/routes.ts';
import { responsibleRoutes } from './modules/responsible/routes.ts';
import { migrationRoutes } from './modules/migration/routes.ts';
import { seedDemoLegacyAccounts } from './modules/migration/index.ts';
import { registerApiDocs } from './modules/system/api-docs.ts';
import { operatorEndpointAccess } from './modules/system/bearer-token.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { installDrain } from './http/drain.ts';
import { agentRoutes } from './modules/agents/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { agentsStaffRoutes } from './modules/agents/staff-routes.ts';
import { cryptoStaffRoutes } from './modules/crypto/staff-routes.ts';
import { kycStaffRoutes } from './modules/kyc/staff-routes.ts';
import { paymentsStaffRoutes } from './modules/payments/staff-routes.ts';
import { contentStaffRoutes } from './modules/content/staff-routes.ts';
import { gamesStaffRoutes } from './modules/games/staff-routes.ts';
import { lettersStaffRoutes } from './modules/letters/staff-routes.ts';
import { migrationStaffRoutes } from './modules/migration/staff-routes.ts';
import { responsibleStaffRoutes } from './modules/responsible/staff-routes.ts';
import { riskStaffRoutes } from './modules/risk/staff-routes.ts';
import { openBlobStore, type BlobStore } from './modules/blobs/index.ts';
import { seedDemoContent } from './modules/content/index.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { seedDemoLetters } from './modules/letters/index.ts';
import { letterRoutes } from './modules/letters/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
    /** Uploaded files (KYC photos, content images), shared by every instance (modules/blobs). */
    blobs: BlobStore;
  }
}

/**
 * The whole server as a Fastify instance, without listen(): main.ts listens, tests use
 * `app.inject`. Opens the database and applies migrations before answering anything.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.token', 'req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]'],
        censor: '[redacted]',
      },
    },
    childLoggerFactory: lazyChildLoggerFactory,
    // genReqId alone decides: Fastify would otherwise trust the incoming header verbatim.
    requestIdHeader: false,
    // Accept a caller's request id only when it is short and plain, so logs cannot be forged.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: config.bodyLimit,
    // Fastify's default of 10 s per plugin fails the start when the machine is busy: the API docs
    // plugin builds the OpenAPI document of every call, which took longer than that on a loaded
    // 2-core machine ("Plugin did not start in time"). A start should be slow then, not fail.
    pluginTimeout: 60_000,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Requests that never reach a route still answer our envelope with our headers (transport-errors.ts).
    frameworkErrors: frameworkErrorHandler({ https: config.publicUrl.startsWith('https://') }),
    clientErrorHandler: clientErrorHandler({ https: config.publicUrl.startsWith('https://') }),
    // A request must arrive whole in this time: a body shorter than its Content-Length is answered
    // 408 then, not waited for for ever. Node checks every quarter of it (at most every 5 s), and
    // only enforces it while the headers timeout is not longer (Node's default is 60 s).
    requestTimeout: config.requestTimeoutMs,
    // A stopping server answers what still arrives on open connections, with Connection: close,
    // instead of a bare 503 (http/drain.ts); idle keep-alive connections are closed at once.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.requestTimeoutMs / 4)),
    },
  });
  app.decorate('config', config);
  const surfaces = developmentSurfaces(config);
  if (surfaces.length > 0) {
    // One line a person reads at start: what this process exposes that production never would.
    app.log.warn({ surfaces }, `${config.env} mode, development surfaces on: ${surfaces.join('; ')}`);
  }

  // Lost connections are logged, never thrown; start-up waits for a database that is not up yet (db/client.ts).
  const database = await openDatabase(config.database, { log: app.log });
  app.decorate('database', database);
  app.addHook('onClose', async () => database.close());
  await database.migrate();
  const blobs = openBlobStore(config, database.db);
  app.decorate('blobs', blobs);
  app.addHook('onClose', async () => blobs.close());
  // Refuses to start with a card key or crypto account key other than the one the other
  // instances (and earlier starts) use, before anything is answered (instance-secrets.ts).
  const cardKeys = await resolveCardKeyring(config, database.db, { warn: (message) => app.log.warn(message) });
  try {
    await verifyInstanceSecrets(database.db, { cardKeys, xpubs: config.crypto.xpubs }, { info: (m) => app.log.info(m) });
  } catch (error) {
    await app.close();
    throw error;
  }
  useCardKeyring(cardKeys);
  if (config.seedDemo) {
    await seedDemoData(database.db, app.log);
    await seedDemoContent(database.db, app.log);
    await seedDemoLetters(database.db, app.log);
    await seedDemoLegacyAccounts(database.db, app.log);
  }

  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against the contract in registerCall; serialization is plain JSON.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // Only JSON bodies are accepted on calls; anything else is 415, not a string to validate.
  app.removeContentTypeParser(['text/plain']);

  installEnvelope(app, { bodyLimit: config.bodyLimit });
  installTransportErrors(app);
  installNulGuard(app);
  const draining = installDrain(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // The one compression path: answers over 1 KB (calls' content lists and records, the OpenAPI
  // document, pages, the console's and the docs viewer's assets) travel compressed to clients that
  // accept it; the player site's build is served pre-compressed by @fastify/static (its .br/.gz
  // are sent as they are, never compressed twice). Brotli at quality 4 costs about as much CPU as
  // gzip and is still smaller. Compressed request bodies are not accepted: nothing sends them,
  // and they would only be a way to inflate work.
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const secureCookies = config.publicUrl.startsWith('https://');
  await app.register(fastifyCookie);
  installSecurityHeaders(app, { https: secureCookies });
  installXsrf(app, { secureCookie: secureCookies });
  installDeviceCookie(app, {
    secureCookie: secureCookies,
    keys: deviceCookieKeys({ current: cardKeys.current.key, all: [...cardKeys.all.values()] }),
  });
  // Reports and lists read the replica, except a caller's own right after their writes.
  installReadYourWrites(app, { secureCookie: secureCookies });
  const metrics = installMetrics(app);
  if (database.replica) readReplicaMetrics(metrics, database.replica);

  const rateLimiter = installRateLimit(app, {
    max: config.rateLimitMax,
    windowMs: 60_000,
    redisUrl: config.redisUrl,
    bypassed: rateLimitBypassCounter(metrics),
  });

  if (config.maintenanceMode) {
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/v2/')) throw new AppError('MAINTENANCE');
    });
  }

  await registerApiDocs(app, operatorEndpointAccess(config.env, config.docsToken));

  // Each module's routes are one encapsulated plugin (the fastify/demo way). What they share is
  // decorated on the root before they load (database, config, authenticate), so every child sees
  // it; anything else a plugin needs is passed as its options. A plugin's own hooks stay its own.
  app.decorate('authenticate', memberAuthenticator(database.db, config));
  await app.register(systemRoutes, {
    database,
    metrics,
    metricsAccess: operatorEndpointAccess(config.env, config.metricsToken),
    rateLimiter,
    blobs,
    draining,
  });
  await app.register(platformRoutes);
  await app.register(authRoutes);
  await app.register(mailRoutes);
  await app.register(usersRoutes);
  await app.register(bankCardRoutes);
  await app.register(kycRoutes);
  await app.register(paymentRoutes);
  await app.register(cryptoRoutes);
  await app.register(contentRoutes);
  await app.register(letterRoutes);
  await app.register(gameRoutes);
  await app.register(responsibleRoutes);
  await app.register(migrationRoutes);
  await app.register(agentRoutes);
  await app.register(adminRoutes);
  await app.register(agentsStaffRoutes);
  await app.register(kycStaffRoutes);
  await app.register(paymentsStaffRoutes);
  await app.register(cryptoStaffRoutes);
  await app.register(usersStaffRoutes);
  // Each domain's operator calls (POST /v2/admin/*), beside the admin module's own.
  await app.register(contentStaffRoutes);
  await app.register(gamesStaffRoutes);
  await app.register(lettersStaffRoutes);
  await app.register(migrationStaffRoutes);
  await app.register(responsibleStaffRoutes);
  await app.register(riskStaffRoutes);
  for (const call of Object.values(calls) as CallDef[]) {
    if (call.status === 'planned') registerPlannedCall(app, call);
  }
  // Every background job, started once the app is ready and stopped before the database closes.
  installScheduler(app, scheduledJobs({ config, db: database.db, log: app.log }));

  await installStaticSites(app, { webDist: config.webDist, consoleDist: config.consoleDist });
  return app;
}
