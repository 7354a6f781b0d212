import type { UserInfo } from './session-store.ts';

const NAME_FIELDS = ['nickname', 'username', 'account', 'name', 'email'] as const;

/** What to call the member in the header: the first name-like field of the profile that is set. */
export function displayName(userInfo: UserInfo): string {
  for (const field of NAME_FIELDS) {
    const value = userInfo[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}

/** The wallet balance in game coins, when the profile carries it. */
export function balanceOf(userInfo: UserInfo): number | null {
  const value = userInfo.balance;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}
