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

/** Keyboard rows and the alphabet, forwards: a run along one (`qwertyui`, `asdf`, `abcd`) is guessed early. */
const KEYBOARD_RUNS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890', 'abcdefghijklmnopqrstuvwxyz'];

/** Fewest distinct characters a password may have: `aaaaaaaa`, `abababab`, `11112222` have 1–2. */
const MIN_DISTINCT_CHARACTERS = 5;

/**
 * Why a password of the right length is still guessed in the first few thousand tries, in the way
 * zxcvbn scores them (its repeat, sequence and spatial matches; its dictionary is the common list
 * above), or undefined. What is refused is what zxcvbn scores 0–1 ("too guessable") for those
 * patterns: few distinct characters, one short block repeated (`abcabcabc`), a straight run up or
 * down (`12345678`, `hgfedcba`) or along a keyboard row (`qwertyuiop`), the whole password or all
 * but a character or two of it. Anything else long enough passes: length beats composition rules.
 */
export function passwordWeakness(password: string): 'few-characters' | 'repeated' | 'sequence' | undefined {
  const characters = [...password.toLowerCase()];
  if (new Set(characters).size < MIN_DISTINCT_CHARACTERS) return 'few-characters';
  const text = characters.join('');
  if (/^(.+?)\1+$/u.test(text)) return 'repeated';
  // The longest straight run (constant step of ±1 between code points, or along a keyboard row).
  let longestRun = 1;
  for (let start = 0; start < characters.length; start += 1) {
    for (const step of [1, -1]) {
      let end = start + 1;
      while (end < characters.length && characters[end]!.codePointAt(0)! - characters[end - 1]!.codePointAt(0)! === step) {
        end += 1;
      }
      longestRun = Math.max(longestRun, end - start);
    }
  }
  for (const row of KEYBOARD_RUNS) {
    for (const line of [row, [...row].reverse().join('')]) {
      for (let length = characters.length; length > longestRun; length -= 1) {
        if (line.length < length) continue;
        const found = Array.from({ length: characters.length - length + 1 }, (_, at) => text.slice(at, at + length)).some(
          (piece) => line.includes(piece),
        );
        if (found) longestRun = length;
      }
    }
  }
  return longestRun >= characters.length - 2 ? 'sequence' : undefined;
}

/**
 * Server-side password policy beyond length (ASVS 6.2), for every path that sets a password
 * (registration, reset, change, legacy migration, agents' subordinates, staff accounts): not a
 * common password, not guessable by pattern (passwordWeakness), not the username.
 */
export function assertAcceptablePassword(password: string, username: string | undefined, field = 'password'): void {
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered)) throw new AppError('PASSWORD_TOO_COMMON', { field });
  if (passwordWeakness(password) !== undefined) throw new AppError('PASSWORD_TOO_WEAK', { field });
  if (username && username.length >= 4 && lowered.includes(username.toLowerCase())) {
    throw new AppError('PASSWORD_CONTAINS_USERNAME', { field });
  }
}
