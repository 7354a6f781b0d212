import { calls } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { getPlatformConfig } from './get-platform-config.ts';

export async function platformRoutes(app: FastifyInstance) {
  const socialLogin = { google: Boolean(app.config.social.google), line: Boolean(app.config.social.line) };
  registerCall(app, calls.platformConfig, async () => getPlatformConfig({ now: new Date(), socialLogin }));
}
