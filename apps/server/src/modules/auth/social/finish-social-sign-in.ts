import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { oauthStates, userIdentities } from '../schema.ts';
import { AppError } from '../../../http/app-error.ts';
import { createMemberSeeds } from '../../games/index.ts';
import { createMember, memberIdByEmail, recordSignIn } from '../../users/index.ts';
import { createSession, type SessionPolicy } from '../sessions.ts';
import { exchangeCode, verifyIdToken, type VerifiedIdentity } from './oidc-client.ts';
import { callbackUrl, providerConfig, type SocialProvider } from './start-social-sign-in.ts';

export interface FinishInput {
  config: Config;
  provider: SocialProvider;
  /** An authorization code (with state), or for Google a sign-in credential (id_token) without state. */
  token: string;
  state?: string | undefined;
  agentCode?: string | undefined;
  /** The referral link's campaign sub-ID (with the code flow, the one kept with the state wins). */
  campaign?: string | undefined;
  ip: string;
  userAgent: string | undefined;
  deviceId?: string | undefined;
  now: Date;
  policy: SessionPolicy;
}

/**
 * `auth/login3`: turns a provider sign-in into our session. The first sign-in creates the
 * member (under the agent code, if any); later ones log in. A verified e-mail that already
 * belongs to a member links to that member instead of creating a second account.
 */
export async function finishSocialSignIn(db: Db, input: FinishInput): Promise<{ token: string; redirect: string | null }> {
  const provider = providerConfig(input.config, input.provider);
  let identity: VerifiedIdentity;
  let agentCode = input.agentCode;
  let campaign = input.campaign;
  let redirect: string | null = null;
  if (input.state) {
    const [flow] = await db
      .update(oauthStates)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(oauthStates.state, input.state),
          eq(oauthStates.provider, input.provider),
          isNull(oauthStates.usedAt),
          gt(oauthStates.expiresAt, input.now),
        ),
      )
      .returning();
    if (!flow) throw new AppError('SOCIAL_STATE_INVALID');
    const idToken = await exchangeCode(provider, {
      code: input.token,
      redirectUri: callbackUrl(input.config.publicUrl, input.provider),
      codeVerifier: flow.codeVerifier,
    });
    identity = await verifyIdToken(provider, idToken, { nonce: flow.nonce });
    agentCode ??= flow.agentCode ?? undefined;
    campaign ??= flow.campaign ?? undefined;
    redirect = flow.redirect;
  } else if (input.provider === 'google') {
    // Google Identity Services hands the browser an id_token ("credential") directly.
    identity = await verifyIdToken(provider, input.token, { extraIssuers: ['accounts.google.com'] });
    if (!identity.emailVerified) throw new AppError('SOCIAL_EMAIL_UNVERIFIED');
  } else {
    // LINE always goes through the code flow, whose state proves this browser started it.
    throw new AppError('SOCIAL_STATE_INVALID');
  }

  const userId = await db.transaction((tx) => findOrCreateMember(tx, { ...input, agentCode, campaign, identity }));
  const token = await createSession(db, {
    userId,
    ip: input.ip,
    userAgent: input.userAgent,
    deviceId: input.deviceId,
    now: input.now,
    policy: input.policy,
  });
  await recordSignIn(db, { userId, now: input.now });
  return { token, redirect };
}

async function findOrCreateMember(
  db: Db,
  input: FinishInput & { identity: VerifiedIdentity; agentCode: string | undefined; campaign: string | undefined },
): Promise<bigint> {
  const { identity } = input;
  const [linked] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, input.provider), eq(userIdentities.subject, identity.subject)))
    .limit(1);
  if (linked) return linked.userId;

  const verifiedEmail = identity.emailVerified ? identity.email : undefined;
  let userId = verifiedEmail ? await memberIdByEmail(db, verifiedEmail) : undefined;
  if (!userId) {
    // Without a verified, unused e-mail the member gets a placeholder address they can change later.
    const email = verifiedEmail ?? `${input.provider}.${identity.subject}@social.invalid`;
    const created = await createMember(db, {
      username: generatedUsername(input.provider),
      email,
      passwordHash: null,
      nickname: identity.name?.slice(0, 50) ?? null,
      referralCode: input.agentCode,
      referralCampaign: input.campaign,
      createdAt: input.now,
    });
    userId = created.id;
    await createMemberSeeds(db, userId);
  }
  await db.insert(userIdentities).values({
    provider: input.provider,
    subject: identity.subject,
    userId,
    email: identity.email ?? null,
    emailVerified: identity.emailVerified,
    createdAt: input.now,
  });
  return userId;
}

/** Letters and digits, 12 characters: valid under the username rules and practically never taken. */
function generatedUsername(provider: SocialProvider): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return (provider === 'google' ? 'g' : 'l') + Array.from({ length: 11 }, () => alphabet[randomInt(alphabet.length)]).join('');
}
