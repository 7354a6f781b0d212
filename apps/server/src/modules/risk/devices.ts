import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { memberSessionOrigins } from '../auth/index.ts';

/**
 * What the risk rules and a member file call one device: the browser's device cookie for sessions
 * opened with one (http/device-cookie.ts), else, for sessions from before it or from clients that
 * drop it, one User-Agent at one IP.
 */
const o = memberSessionOrigins;

/** Sessions that name a device at all. */
export const DEVICE_KNOWN = sql`(${o.deviceId} is not null or (${o.ip} is not null and ${o.userAgent} is not null))`;

/** GROUP BY one device: the cookie alone when there is one, else the User-Agent at the IP. */
export const DEVICE_GROUP = sql`${o.deviceId}, case when ${o.deviceId} is null then ${o.ip} end,
  case when ${o.deviceId} is null then ${o.userAgent} end`;

/** The address and User-Agent a device group shows: its latest session's. */
export const DEVICE_LATEST_ORIGIN = sql`(array_agg(${o.ip} order by ${o.lastSeenAt} desc))[1] as ip,
  (array_agg(${o.userAgent} order by ${o.lastSeenAt} desc))[1] as user_agent`;

/**
 * A short, lasting key for one device (alert keys, so a device is alerted on once): a hash of its
 * cookie, or the IP with a hash of the User-Agent (the full strings stay in the evidence).
 */
export function deviceKey(device: { deviceId: string | null; ip: string | null; userAgent: string | null }): string {
  if (device.deviceId !== null) return `id:${shortHash(device.deviceId)}`;
  return `${device.ip ?? ''}|${shortHash(device.userAgent ?? '')}`;
}

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
