import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { OidcProviderConfig } from '../../../config.ts';
import { AppError } from '../../../http/app-error.ts';

const jwksByUrl = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function jwksFor(url: string) {
  let jwks = jwksByUrl.get(url);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
    jwksByUrl.set(url, jwks);
  }
  return jwks;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function authorizeUrl(
  provider: OidcProviderConfig,
  input: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
): string {
  const url = new URL(provider.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: input.redirectUri,
    scope: provider.scope,
    state: input.state,
    nonce: input.nonce,
    code_challenge: pkceChallenge(input.codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/** Exchanges the authorization code on the server (with the client secret and the PKCE verifier) for an id_token. */
export async function exchangeCode(
  provider: OidcProviderConfig,
  input: { code: string; redirectUri: string; codeVerifier: string },
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(provider.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        code_verifier: input.codeVerifier,
      }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new AppError('SOCIAL_TOKEN_INVALID');
  }
  const body = (await response.json().catch(() => ({}))) as { id_token?: unknown };
  if (!response.ok || typeof body.id_token !== 'string') throw new AppError('SOCIAL_TOKEN_INVALID');
  return body.id_token;
}

export interface VerifiedIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/** Verifies signature (provider JWKS), issuer, audience, expiry and, when we sent one, the nonce. */
export async function verifyIdToken(
  provider: OidcProviderConfig,
  idToken: string,
  input: { nonce?: string; extraIssuers?: string[] },
): Promise<VerifiedIdentity> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, jwksFor(provider.jwksUrl), {
      issuer: [provider.issuer, ...(input.extraIssuers ?? [])],
      audience: provider.clientId,
      clockTolerance: 30,
    }));
  } catch {
    throw new AppError('SOCIAL_TOKEN_INVALID');
  }
  if (input.nonce !== undefined && payload.nonce !== input.nonce) throw new AppError('SOCIAL_TOKEN_INVALID');
  if (typeof payload.sub !== 'string' || !payload.sub) throw new AppError('SOCIAL_TOKEN_INVALID');
  const email = typeof payload.email === 'string' ? payload.email : undefined;
  return {
    subject: payload.sub,
    email,
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    name: typeof payload.name === 'string' ? payload.name : undefined,
  };
}
