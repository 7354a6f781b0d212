/** SPEC §5/§9: below this many characters a password scores 0 whatever it contains. */
export const MIN_SCORED_PASSWORD_LENGTH = 6;

export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

/**
 * Password strength 0–4 (SPEC §5): 0 when shorter than 6 characters, otherwise one point
 * each for a lowercase letter, an uppercase letter, a digit, and a symbol or underscore.
 * Length counts characters (code points), so an emoji is one character, not two.
 */
export function passwordStrength(password: string): PasswordStrength {
  if ([...password].length < MIN_SCORED_PASSWORD_LENGTH) return 0;
  const checks = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];
  return checks.filter((check) => check.test(password)).length as PasswordStrength;
}
