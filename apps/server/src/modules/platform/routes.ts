import { calls } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { getPlatformConfig } from './get-platform-config.ts';

export function registerPlatformRoutes(app: FastifyInstance) {
  registerCall(app, calls.platformConfig, async () =>
    // Social sign-in providers arrive with the accounts module; until then none is configured.
    getPlatformConfig({ now: new Date(), socialLogin: { google: false, line: false } }),
  );
}
