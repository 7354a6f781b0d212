/**
 * Referral attribution that survives browsing (issue 21, docs/agents.md): a landing with
 * `?agentCode=X&sub=Y` is kept in a first-party cookie and in local storage for the window the
 * server names (REFERRAL_WINDOW_DAYS, 30 days by default) and prefills registration and social
 * sign-in until then. The latest link wins. Tiny on purpose: the auth dialog reads it.
 */
export interface Referral {
  agentCode: string;
  /** The campaign sub-ID, '' when the link had none. */
  campaign: string;
}

interface Stored extends Referral {
  /** When it stops counting (ms since the epoch). */
  until: number;
}

export const REFERRAL_COOKIE = 'amigo_ref';
export const REFERRAL_STORAGE_KEY = 'amigo.referral';
export const DEFAULT_WINDOW_DAYS = 30;
const CODE = /^[A-Za-z0-9]{1,32}$/;
const CAMPAIGN = /^[A-Za-z0-9_-]{0,32}$/;

/** The referral a link's query carries, when it carries a well-formed one. */
export function referralFromSearch(search: string): Referral | null {
  const params = new URLSearchParams(search);
  const agentCode = params.get('agentCode')?.trim() ?? '';
  const campaign = params.get('sub')?.trim() ?? '';
  if (!CODE.test(agentCode)) return null;
  return { agentCode, campaign: CAMPAIGN.test(campaign) ? campaign : '' };
}

/** Keeps the referral for `windowDays` in the cookie and in storage (either may be unavailable). */
export function keepReferral(referral: Referral, windowDays: number, now = Date.now()): void {
  const stored: Stored = { ...referral, until: now + windowDays * 86_400_000 };
  const value = encodeURIComponent(JSON.stringify(stored));
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  try {
    document.cookie = `${REFERRAL_COOKIE}=${value}; Max-Age=${windowDays * 86_400}; Path=/; SameSite=Lax${secure}`;
  } catch {
    // No cookies: storage alone keeps it.
  }
  try {
    globalThis.localStorage?.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // No storage: the cookie alone keeps it.
  }
}

/** The kept referral, if its window has not ended (the cookie first, then storage). */
export function readReferral(now = Date.now()): Referral | null {
  for (const raw of [cookieValue(), storageValue()]) {
    const stored = parse(raw);
    if (stored && stored.until > now) return { agentCode: stored.agentCode, campaign: stored.campaign };
  }
  return null;
}

/** Forgets the referral (after a registration used it). */
export function forgetReferral(): void {
  try {
    document.cookie = `${REFERRAL_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  } catch {
    // Nothing kept.
  }
  try {
    globalThis.localStorage?.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}

/** The campaign to send with a registration: the kept one, when the code typed is the kept link's code. */
export function campaignFor(agentCode: string | undefined): string | undefined {
  const kept = readReferral();
  if (!agentCode || !kept?.campaign) return undefined;
  return kept.agentCode.toUpperCase() === agentCode.trim().toUpperCase() ? kept.campaign : undefined;
}

function cookieValue(): string | null {
  try {
    const entry = document.cookie.split('; ').find((part) => part.startsWith(`${REFERRAL_COOKIE}=`));
    return entry ? decodeURIComponent(entry.slice(REFERRAL_COOKIE.length + 1)) : null;
  } catch {
    return null;
  }
}

function storageValue(): string | null {
  try {
    return globalThis.localStorage?.getItem(REFERRAL_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function parse(raw: string | null): Stored | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Stored>;
    if (typeof value.agentCode !== 'string' || !CODE.test(value.agentCode) || typeof value.until !== 'number') return null;
    const campaign = typeof value.campaign === 'string' && CAMPAIGN.test(value.campaign) ? value.campaign : '';
    return { agentCode: value.agentCode, campaign, until: value.until };
  } catch {
    return null;
  }
}
