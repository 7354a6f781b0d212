import type { TLinkedAccounts } from '@amigo/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../http/app-error.ts';
import { memberSessionOrigins } from '../auth/index.ts';
import { sharedBankAccounts } from '../bank-cards/index.ts';
import { sharedWithdrawalAddresses } from '../crypto/index.ts';
import { memberExists, usernamesByIds } from '../users/index.ts';
import { DEVICE_GROUP, DEVICE_KNOWN, DEVICE_LATEST_ORIGIN } from './devices.ts';
import { alertItems } from './staff-queue.ts';
import { riskAlerts } from './schema.ts';

/** Most links of one kind, and most members of one link, a member file lists (the total says how many). */
const LINKS_PER_KIND = 20;
const MEMBERS_PER_LINK = 20;
const ALERTS_IN_FILE = 50;

interface Link {
  kind: TLinkedAccounts['kind'];
  label: string;
  ip?: string;
  userAgent?: string;
  userIds: bigint[];
}

/**
 * A member file's risk panel (issue 21): the other members sharing a device (the browser's device cookie, else a User-Agent at an IP),
 * an IP address, a bank account (by its keyed fingerprint, bank and last four digits: never the
 * number) or a crypto withdrawal address with this member, over every session and live card the
 * hall keeps; and the member's risk alerts, newest first.
 */
export async function memberRisk(db: Db, input: { userId: bigint }) {
  if (!(await memberExists(db, input.userId))) throw new AppError('NOT_FOUND', { field: 'userId' });
  const [devices, ips, cards, addresses, alerts] = await Promise.all([
    deviceLinks(db, input.userId),
    ipLinks(db, input.userId),
    sharedBankAccounts(db, { minMembers: 2, userId: input.userId }),
    sharedWithdrawalAddresses(db, input.userId),
    db.select().from(riskAlerts).where(eq(riskAlerts.userId, input.userId)).orderBy(desc(riskAlerts.id)).limit(ALERTS_IN_FILE),
  ]);
  const links: Link[] = [
    ...devices,
    ...ips,
    ...cards.map((account) => ({
      kind: 'card' as const,
      label: `${account.bankName} ••••${account.last4} · ${account.fingerprint}`,
      userIds: [...new Set(account.cards.map((card) => card.userId))].filter((id) => id !== input.userId),
    })),
    ...addresses.slice(0, LINKS_PER_KIND).map((entry) => ({
      kind: 'address' as const,
      label: `${entry.network} ${entry.address}`,
      userIds: entry.userIds,
    })),
  ];
  const names = await usernamesByIds(
    db,
    links.flatMap((link) => link.userIds.slice(0, MEMBERS_PER_LINK)),
  );
  const linked: TLinkedAccounts[] = links.map((link) => ({
    kind: link.kind,
    label: link.label,
    ...(link.ip === undefined ? {} : { ip: link.ip }),
    ...(link.userAgent === undefined ? {} : { userAgent: link.userAgent }),
    members: link.userIds.slice(0, MEMBERS_PER_LINK).map((id) => ({ userId: String(id), username: names.get(id) ?? '' })),
    total: link.userIds.length,
  }));
  return { linked, alerts: await alertItems(db, alerts) };
}

/** The IPs this member's sessions came from that other members' sessions came from too. */
async function ipLinks(db: Db, userId: bigint): Promise<Link[]> {
  const o = memberSessionOrigins;
  const result = await db.execute(sql`
    select ${o.ip} as ip, string_agg(distinct ${o.userId}::text, ',') as user_ids
    from ${o}
    where ${o.ip} in (select ${o.ip} from ${o} where ${o.userId} = ${userId} and ${o.ip} is not null)
      and ${o.userId} <> ${userId}
    group by ${o.ip}
    order by count(distinct ${o.userId}) desc, 1
    limit ${LINKS_PER_KIND}`);
  return rowsOf<{ ip: string; user_ids: string }>(result).map((row) => ({
    kind: 'ip' as const,
    label: row.ip,
    ip: row.ip,
    userIds: row.user_ids.split(',').map(BigInt),
  }));
}

/**
 * The devices (devices.ts: the browser's device cookie, else a User-Agent at an IP) this member's
 * sessions were opened on that other members' sessions were opened on too, each shown with its
 * latest address and User-Agent.
 */
async function deviceLinks(db: Db, userId: bigint): Promise<Link[]> {
  const o = memberSessionOrigins;
  const result = await db.execute(sql`
    with mine as (
      select distinct ${o.deviceId} as device_id,
             case when ${o.deviceId} is null then ${o.ip} end as ip,
             case when ${o.deviceId} is null then ${o.userAgent} end as user_agent
      from ${o} where ${o.userId} = ${userId} and ${DEVICE_KNOWN}
    )
    select ${DEVICE_LATEST_ORIGIN}, string_agg(distinct ${o.userId}::text, ',') as user_ids
    from ${o} join mine on (mine.device_id is not null and ${o.deviceId} = mine.device_id)
      or (mine.device_id is null and ${o.deviceId} is null and ${o.ip} = mine.ip and ${o.userAgent} = mine.user_agent)
    where ${o.userId} <> ${userId}
    group by ${DEVICE_GROUP}
    order by count(distinct ${o.userId}) desc, 1
    limit ${LINKS_PER_KIND}`);
  return rowsOf<{ ip: string | null; user_agent: string | null; user_ids: string }>(result).map((row) => ({
    kind: 'device' as const,
    label: `${row.user_agent ?? ''} @ ${row.ip ?? ''}`,
    ...(row.ip ? { ip: row.ip } : {}),
    ...(row.user_agent ? { userAgent: row.user_agent } : {}),
    userIds: row.user_ids.split(',').map(BigInt),
  }));
}
