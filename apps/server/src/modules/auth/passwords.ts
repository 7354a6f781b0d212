import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN } from '@amigo/contract';
import { AppError } from '../../http/app-error.ts';

/** OWASP Password Storage Cheat Sheet: argon2id, m = 19 MiB, t = 2, p = 1. */
const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum we cannot import) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(phc: string | null, password: string): Promise<boolean> {
  if (!phc) return false;
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

/**
 * A hash that takes as long to check as a real one, so a login for an unknown account costs
 * the same time as one with a wrong password (no account enumeration by timing).
 */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0000');
  await verifyPassword(await dummyHash, password);
}

let common: Set<string> | undefined;
/** The 49k most common passwords (zxcvbn's list), lower-cased; loaded on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].filter((p) => p.length >= PASSWORD_MIN).map((p) => p.toLowerCase()));
  return common;
}

/**
 * zxcvbn's estimator (the same dictionary of common passwords, its keyboard graphs for spatial
 * runs), built once on first use: it scores how many guesses a password takes, 0 (too guessable,
 * under 10^3) to 4 (very unguessable, over 10^10), catching repeats (`aaaaaaaa`), sequences
 * (`12345678`), keyboard runs (`qwertyuiop`), dates, l33t and dictionary words together.
 */
let estimator: ZxcvbnFactory | undefined;
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/**
 * The lowest zxcvbn score a password may have: members 2 ("somewhat guessable": over 10^6
 * guesses, which the login budget alone makes out of reach online), staff 3 ("safely
 * unguessable": over 10^8) — a staff password opens the console's money levers.
 */
export const MIN_PASSWORD_SCORE = { member: 2, staff: 3 } as const;

/** zxcvbn's score (0–4) of a password, counting the username and other inputs as known words. */
export function passwordScore(password: string, userInputs: readonly string[] = []): number {
  return passwordEstimator().check(password, [...userInputs]).score;
}

/**
 * Server-side password policy beyond length (ASVS 6.2), for every path that sets a password
 * (registration, reset, change, legacy migration, agents' subordinates, staff accounts): not a
 * common password, a zxcvbn score of at least MIN_PASSWORD_SCORE for who sets it, not the username.
 */
export function assertAcceptablePassword(
  password: string,
  username: string | undefined,
  field = 'password',
  who: keyof typeof MIN_PASSWORD_SCORE = 'member',
): void {
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered)) throw new AppError('PASSWORD_TOO_COMMON', { field });
  if (passwordScore(password, username ? [username] : []) < MIN_PASSWORD_SCORE[who]) {
    throw new AppError('PASSWORD_TOO_WEAK', { field });
  }
  if (username && username.length >= 4 && lowered.includes(username.toLowerCase())) {
    throw new AppError('PASSWORD_CONTAINS_USERNAME', { field });
  }
}
