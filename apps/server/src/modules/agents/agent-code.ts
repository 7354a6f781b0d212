import { randomBytes } from 'node:crypto';

/** No 0/O or 1/I: codes are read aloud and typed from paper. 32 symbols, so each byte maps evenly. */
const SYMBOLS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new agent code: 8 symbols of 5 bits (40 bits), short enough to type, too many to guess. */
export function newAgentCode(): string {
  return [...randomBytes(8)].map((byte) => SYMBOLS[byte % 32]).join('');
}

/** The referral link: the site root with `?agentCode=`, which the register form reads. */
export function referralUrl(publicUrl: string, agentCode: string): string {
  return `${publicUrl}/?agentCode=${encodeURIComponent(agentCode)}`;
}
