import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
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

/** Server-side password policy beyond length (ASVS 6.2): not a common password, not the username. */
export function assertAcceptablePassword(password: string, username: string | undefined, field = 'password'): void {
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered)) throw new AppError('PASSWORD_TOO_COMMON', { field });
  if (username && username.length >= 4 && lowered.includes(username.toLowerCase())) {
    throw new AppError('PASSWORD_CONTAINS_USERNAME', { field });
  }
}
