import { ZHouseBankAccount } from '@amigo/contract';
import type { z } from 'zod';

export type HouseAccount = z.infer<typeof ZHouseBankAccount>;

const KEY = 'amigo.finance.houseAccount';

/**
 * The account members transfer to comes only with a new manual order (pay/query does not
 * repeat it), so the page keeps it for this tab: a reload of the instructions still shows it.
 */
export function rememberHouseAccount(account: HouseAccount): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(account));
  } catch {
    // Storage full or blocked: the instructions still show until the page is left.
  }
}

export function recallHouseAccount(): HouseAccount | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = ZHouseBankAccount.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
