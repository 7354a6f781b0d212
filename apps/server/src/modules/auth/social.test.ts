import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OidcProviderConfig } from '../../config.ts';
import { userIdentities } from './schema.ts';
import { users } from '../users/schema.ts';
import { createTestMember, giveAgentCode } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Two real local OpenID providers stand in for Google and LINE. */
let google: OAuth2Server;
let line: OAuth2Server;
let t: TestApp;
/** Claims the providers put in the next id_token, per test. */
let overrides: Record<string, unknown> = {};

function providerConfig(server: OAuth2Server, clientId: string): OidcProviderConfig {
  const base = server.issuer.url!;
  return {
    clientId,
    clientSecret: 'test-secret',
    issuer: base,
    authorizeUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    jwksUrl: `${base}/jwks`,
    scope: 'openid email profile',
  };
}

beforeAll(async () => {
  google = new OAuth2Server();
  line = new OAuth2Server();
  for (const server of [google, line]) {
    await server.issuer.keys.generate('RS256');
    await server.start(0, '127.0.0.1');
    server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, { email: 'social@example.com', email_verified: true, name: 'Social Player' }, overrides);
    });
  }
  t = await createTestApp({
    social: { google: providerConfig(google, 'google-client'), line: providerConfig(line, 'line-channel') },
  });
});
afterAll(async () => {
  await t.close();
  await google.stop();
  await line.stop();
});

/** Plays the browser: start, follow the provider's redirect, and hand back code and state. */
async function signIn(event: 'google' | 'line', extra: Record<string, unknown> = {}, startExtra: Record<string, unknown> = {}) {
  const start = await t.call('/v2/app/auth/social/authorize', { event, redirect: '/user/user-center', ...startExtra });
  const authorize = new URL(start.body.data.url);
  const back = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location')!);
  const code = callback.searchParams.get('code')!;
  const state = callback.searchParams.get('state')!;
  const res = await t.call('/v2/app/auth/login3', { event, token: code, state, ...extra }, { lang: 'en-US' });
  return { start, authorize, callback, code, state, res };
}

describe('social sign-in', () => {
  it('sends the browser to the provider with state, nonce and PKCE, and no secret', async () => {
    const { authorize, callback } = await signIn('line');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('client_id')).toBe('line-channel');
    expect(authorize.toString()).not.toContain('test-secret');
    expect(callback.pathname).toBe('/auth/callback/line');
  });

  it('creates the member on first sign-in and logs the same member in later', async () => {
    overrides = { sub: 'line-user-1', email: 'lineuser@example.com' };
    const first = await signIn('line');
    expect(first.res.body).toMatchObject({ code: 200, data: { redirect: '/user/user-center' } });
    const second = await signIn('line');
    expect(second.res.body.code).toBe(200);
    const links = await t.app.database.db.select().from(userIdentities).where(eq(userIdentities.subject, 'line-user-1'));
    expect(links).toHaveLength(1);
    const [member] = await t.app.database.db.select().from(users).where(eq(users.id, links[0]!.userId));
    expect(member?.email).toBe('lineuser@example.com');
    expect(member?.username).toMatch(/^l[a-z0-9]{11}$/);
  });

  it('registers a new member under the referral link it started from, with the campaign (issue 21)', async () => {
    const agent = await createTestMember(t);
    await giveAgentCode(t.app.database.db, agent.userId, 'SOCIAL23');
    overrides = { sub: 'line-referred-1', email: 'referred@example.com' };
    const { res } = await signIn('line', {}, { agentCode: 'social23', campaign: 'spring' });
    expect(res.body.code).toBe(200);
    const [link] = await t.app.database.db.select().from(userIdentities).where(eq(userIdentities.subject, 'line-referred-1'));
    const [member] = await t.app.database.db.select().from(users).where(eq(users.id, link!.userId));
    expect(member).toMatchObject({ parentUserId: agent.userId, recommendedCode: 'SOCIAL23', referralCampaign: 'spring' });
  });

  it('refuses a replayed or missing state', async () => {
    overrides = { sub: 'line-user-2' };
    const { code, state } = await signIn('line');
    const replay = await t.call('/v2/app/auth/login3', { event: 'line', token: code, state });
    expect(replay.body.data.reason).toBe('SOCIAL_STATE_INVALID');
    const missing = await t.call('/v2/app/auth/login3', { event: 'line', token: code });
    expect(missing.body.data.reason).toBe('SOCIAL_STATE_INVALID');
    const forged = await t.call('/v2/app/auth/login3', { event: 'line', token: code, state: 'made-up-state' });
    expect(forged.body.data.reason).toBe('SOCIAL_STATE_INVALID');
  });

  it('refuses an id_token for another audience or with another nonce', async () => {
    overrides = { sub: 'line-user-3', aud: 'someone-else' };
    expect((await signIn('line')).res.body.data.reason).toBe('SOCIAL_TOKEN_INVALID');
    overrides = { sub: 'line-user-3', nonce: 'not-our-nonce' };
    expect((await signIn('line')).res.body.data.reason).toBe('SOCIAL_TOKEN_INVALID');
  });

  it('accepts a Google credential (id_token) verified against the JWKS, aud and email_verified', async () => {
    const credential = await google.issuer.buildToken({
      scopesOrTransform: (_h: unknown, p: Record<string, unknown>) =>
        Object.assign(p, { sub: 'g-1', aud: 'google-client', email: 'gcred@example.com', email_verified: true }),
    });
    const ok = await t.call('/v2/app/auth/login3', { event: 'google', token: credential });
    expect(ok.body.code).toBe(200);
    const wrongAud = await google.issuer.buildToken({
      scopesOrTransform: (_h: unknown, p: Record<string, unknown>) =>
        Object.assign(p, { sub: 'g-2', aud: 'other-app', email_verified: true }),
    });
    expect((await t.call('/v2/app/auth/login3', { event: 'google', token: wrongAud })).body.data.reason).toBe(
      'SOCIAL_TOKEN_INVALID',
    );
    const unverified = await google.issuer.buildToken({
      scopesOrTransform: (_h: unknown, p: Record<string, unknown>) =>
        Object.assign(p, { sub: 'g-3', aud: 'google-client', email: 'u@example.com', email_verified: false }),
    });
    expect((await t.call('/v2/app/auth/login3', { event: 'google', token: unverified })).body.data.reason).toBe(
      'SOCIAL_EMAIL_UNVERIFIED',
    );
    expect((await t.call('/v2/app/auth/login3', { event: 'google', token: 'not.a.jwt' })).body.data.reason).toBe(
      'SOCIAL_TOKEN_INVALID',
    );
  });

  it('links a verified e-mail to the existing member instead of making a second one', async () => {
    overrides = { sub: 'google-user-9', email: 'gcred@example.com', email_verified: true };
    const { res } = await signIn('google');
    expect(res.body.code).toBe(200);
    const rows = await t.app.database.db.select().from(users).where(eq(users.email, 'gcred@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('reports the configured providers to the clients and refuses unconfigured ones', async () => {
    expect((await t.call('/v2/app/platform/config', {})).body.data.socialLogin).toEqual({ google: true, line: true });
    const bare = await createTestApp();
    try {
      expect((await bare.call('/v2/app/platform/config', {})).body.data.socialLogin).toEqual({ google: false, line: false });
      expect((await bare.call('/v2/app/auth/social/authorize', { event: 'line' })).body.data.reason).toBe(
        'SOCIAL_NOT_CONFIGURED',
      );
    } finally {
      await bare.close();
    }
  });
});
