import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { oauthStates } from '../schema.ts';
import { AppError } from '../../../http/app-error.ts';
import { authorizeUrl, randomToken } from './oidc-client.ts';

export type SocialProvider = 'google' | 'line';
const STATE_TTL_MS = 10 * 60_000;

export function callbackUrl(publicUrl: string, provider: SocialProvider): string {
  return `${publicUrl}/auth/callback/${provider}`;
}

export function providerConfig(config: Config, provider: SocialProvider) {
  const settings = config.social[provider];
  if (!settings) throw new AppError('SOCIAL_NOT_CONFIGURED');
  return settings;
}

/**
 * Starts the authorization-code flow: state, nonce and the PKCE verifier are kept on the
 * server (10 minutes, single use); the browser only gets the provider's address.
 */
export async function startSocialSignIn(
  db: Db,
  input: {
    config: Config;
    provider: SocialProvider;
    agentCode?: string | undefined;
    campaign?: string | undefined;
    redirect?: string | undefined;
    now: Date;
  },
) {
  const provider = providerConfig(input.config, input.provider);
  const state = randomToken();
  const nonce = randomToken();
  const codeVerifier = randomToken(48);
  await db.insert(oauthStates).values({
    state,
    provider: input.provider,
    nonce,
    codeVerifier,
    agentCode: input.agentCode ?? null,
    campaign: input.campaign || null,
    redirect: input.redirect?.startsWith('/') && !input.redirect.startsWith('//') ? input.redirect : null,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + STATE_TTL_MS),
  });
  const url = authorizeUrl(provider, {
    redirectUri: callbackUrl(input.config.publicUrl, input.provider),
    state,
    nonce,
    codeVerifier,
  });
  return { url, state };
}
