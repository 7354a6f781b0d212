import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInCodes } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { memberStatus, recordSignIn } from '../users/index.ts';
import { guardSecret } from './attempt-budget.ts';
import { createSession, type SessionPolicy } from './sessions.ts';

/** A code lives this long: long enough to load the site, too short to be worth stealing from a log. */
export const SIGN_IN_CODE_TTL_MS = 2 * 60_000;
/** 256 random bits: guessing one within its two minutes is hopeless, the attempt budget aside. */
const CODE_BYTES = 32;

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/**
 * A one-time sign-in code for a hand-back through the site's address (`/?token=<code>`, SPEC §2,
 * docs/decisions/0016): the address never carries a session token, and a link cannot plant a
 * session in someone's browser for longer than the code's two minutes, once. Only its hash is kept.
 */
export async function issueSignInCode(db: Db, input: { userId: bigint; now: Date }): Promise<string> {
  const code = randomBytes(CODE_BYTES).toString('base64url');
  await db.insert(signInCodes).values({
    codeHash: hashCode(code),
    userId: input.userId,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + SIGN_IN_CODE_TTL_MS),
  });
  return code;
}

/**
 * `auth/exchange`: trades a code for a new session. The code is spent by one conditional
 * UPDATE (unused and unexpired → used, RETURNING the member), so of two exchanges raced with
 * one code exactly one gets a session. Every try, right or wrong, spends one of the client
 * address's sign-in-code budget first, so a flood of guesses is locked out early.
 */
export async function exchangeSignInCode(
  db: Db,
  input: {
    code: string;
    ip: string;
    userAgent: string | undefined;
    deviceId?: string | undefined;
    now: Date;
    policy: SessionPolicy;
  },
): Promise<{ token: string }> {
  let userId: bigint | undefined;
  await guardSecret(db, {
    targets: [{ scope: 'sign_in_code_ip', target: `ip:${input.ip}` }],
    now: input.now,
    check: async () => {
      const [spent] = await db
        .update(signInCodes)
        .set({ usedAt: input.now })
        .where(
          and(eq(signInCodes.codeHash, hashCode(input.code)), isNull(signInCodes.usedAt), gt(signInCodes.expiresAt, input.now)),
        )
        .returning({ userId: signInCodes.userId });
      userId = spent?.userId;
      return userId !== undefined;
    },
    locked: (refusal) =>
      new AppError('TOO_MANY_ATTEMPTS', {
        retryAfter: refusal.retryAfter,
        params: { minutes: Math.ceil(refusal.retryAfter / 60) },
      }),
    wrong: () => new AppError('SIGN_IN_CODE_INVALID', { field: 'code' }),
  });
  if ((await memberStatus(db, userId!)) !== 'active') throw new AppError('ACCOUNT_DISABLED');
  const token = await createSession(db, {
    userId: userId!,
    ip: input.ip,
    userAgent: input.userAgent,
    deviceId: input.deviceId,
    now: input.now,
    policy: input.policy,
  });
  await recordSignIn(db, { userId: userId!, now: input.now });
  return { token };
}
