import { callRef } from '../http/call-ref.ts';
import { callApi } from '../http/client.ts';
import { DEFAULT_WINDOW_DAYS, keepReferral, referralFromSearch } from './referral.ts';

const agentLinkVisitCall = callRef('agentLinkVisit', '/v2/app/agent/link/visit');
const BROWSER_KEY = 'amigo.browser';

/**
 * Loaded only when the address carries `?agentCode=`: keeps the referral at once (the default
 * window), counts the landing (a click; a visit once per browser a day) and keeps it again for
 * the window the server names. The browser id is random and says nothing about the visitor.
 */
export async function captureReferral(search: string): Promise<void> {
  const referral = referralFromSearch(search);
  if (!referral) return;
  keepReferral(referral, DEFAULT_WINDOW_DAYS);
  try {
    const { windowDays } = await callApi(
      agentLinkVisitCall,
      { agentCode: referral.agentCode, ...(referral.campaign ? { campaign: referral.campaign } : {}), browserId: browserId() },
      { silent: true },
    );
    if (windowDays !== DEFAULT_WINDOW_DAYS) keepReferral(referral, windowDays);
  } catch {
    // Counting is best effort; the referral is kept either way.
  }
}

function browserId(): string {
  try {
    const kept = globalThis.localStorage?.getItem(BROWSER_KEY);
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
    const fresh = crypto.randomUUID().replaceAll('-', '');
    globalThis.localStorage?.setItem(BROWSER_KEY, fresh);
    return fresh;
  } catch {
    return crypto.randomUUID().replaceAll('-', '');
  }
}
