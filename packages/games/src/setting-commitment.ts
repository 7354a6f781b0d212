import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** What the hall commits to at the start of a business day for one machine. */
export interface SettingDay {
  machineId: number;
  /** The Tokyo business day, YYYY-MM-DD. */
  day: string;
  setting: number;
  /** Random hex: without it the six possible settings could be tried against the hash. */
  salt: string;
}

/**
 * The published commitment to a machine's setting for one day:
 * `sha256("machineId:day:setting:salt")` as lowercase hex. The hall publishes it when the day
 * starts and reveals the setting and salt after the day, so anyone can recompute it; the salt
 * keeps the setting unguessable meanwhile.
 */
export function settingCommitment({ machineId, day, setting, salt }: SettingDay): string {
  return bytesToHex(sha256(utf8ToBytes(`${machineId}:${day}:${setting}:${salt}`)));
}
