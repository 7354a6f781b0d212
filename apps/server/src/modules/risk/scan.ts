import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { RiskThresholds } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { agentTransferFlagsSince } from '../agents/index.ts';
import { memberSessionOrigins } from '../auth/index.ts';
import { DEVICE_GROUP, DEVICE_KNOWN, DEVICE_LATEST_ORIGIN, deviceKey } from './devices.ts';
import { sharedBankAccounts } from '../bank-cards/index.ts';
import { memberCryptoOrders } from '../crypto/index.ts';
import { memberGamePlay } from '../games/index.ts';
import { memberDepositOrders, memberWithdrawalOrders } from '../payments/index.ts';
import { usernamesByIds } from '../users/index.ts';
import { evaluateRules, type Finding, type MoneyEvent, type SharedGroup, type WithdrawalAfterDeposit } from './rules.ts';
import { riskAlerts } from './schema.ts';

/**
 * The risk scan (issue 21): reads recent activity from the other modules' published views and
 * exported queries (it never writes to them and never sits on a money path), runs the rules
 * (rules.ts) and opens an alert for each finding not already there. Running it again over the same
 * facts opens nothing: risk_alerts is unique per (rule, member, evidence key). The scheduler runs
 * it every RISK_SCAN_INTERVAL_SECONDS; `risk/scan` and `npm run risk:scan` run it on demand.
 */
export async function scanRisk(
  db: Db,
  input: { thresholds: RiskThresholds; takebackThreshold: number; now: Date },
): Promise<{ opened: number }> {
  const t = input.thresholds;
  const since = new Date(input.now.getTime() - t.lookbackHours * 3_600_000);
  // Rapid rules look at the 2 × minutes before each event (rules.ts rapidOrders).
  const longestRapidMs = 2 * Math.max(t.rapidDeposits.minutes, t.rapidWithdrawals.minutes) * 60_000;
  const readFrom = new Date(since.getTime() - longestRapidMs);
  const sharedSince = new Date(input.now.getTime() - t.sharedWindowDays * 86_400_000);

  const [deposits, withdrawals, withdrawalsAfterDeposits, devices, ips, cards, takebacks] = await Promise.all([
    creditedDeposits(db, readFrom),
    requestedWithdrawals(db, readFrom),
    t.noPlayPercent > 0 ? withdrawalsWithLastDeposit(db, since) : Promise.resolve([]),
    t.sharedDeviceMembers >= 2 ? sharedDevices(db, { since: sharedSince, minMembers: t.sharedDeviceMembers }) : [],
    t.sharedIpMembers >= 2 ? sharedIps(db, { since: sharedSince, minMembers: t.sharedIpMembers }) : [],
    t.sharedCardMembers >= 2 ? sharedCards(db, t.sharedCardMembers) : [],
    agentTransferFlagsSince(db, since),
  ]);
  const names = await usernamesByIds(db, [
    ...[...devices, ...ips, ...cards].flatMap((group) => group.userIds),
    ...takebacks.map((flag) => flag.memberUserId),
  ]);
  const findings = evaluateRules(
    {
      deposits,
      withdrawals,
      withdrawalsAfterDeposits,
      devices,
      ips,
      cards,
      takebacks,
      names,
      since,
      takebackThreshold: input.takebackThreshold,
    },
    t,
  );
  return { opened: await openAlerts(db, findings, input.now) };
}

/** Inserts the findings that are new; an existing (rule, member, key) is left as it is, whatever its status. */
async function openAlerts(db: Db, findings: Finding[], now: Date): Promise<number> {
  let opened = 0;
  // Chunks keep each statement's parameters well under PostgreSQL's limit.
  for (let i = 0; i < findings.length; i += 500) {
    const chunk = findings.slice(i, i + 500);
    const rows = await db
      .insert(riskAlerts)
      .values(
        chunk.map((finding) => ({
          rule: finding.rule,
          userId: finding.userId,
          evidenceKey: finding.key,
          evidence: finding.evidence,
          openedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: riskAlerts.id });
    opened += rows.length;
  }
  return opened;
}

/**
 * Deposits credited since `from`: payments' (paid, and refunding or refunded ones, which were
 * credited too) and crypto's credited chain deposits, all in coins.
 */
async function creditedDeposits(db: Db, from: Date): Promise<MoneyEvent[]> {
  const [fiat, crypto] = await Promise.all([
    db
      .select({
        userId: memberDepositOrders.userId,
        orderSn: memberDepositOrders.orderSn,
        coins: memberDepositOrders.coins,
        paidAt: memberDepositOrders.paidAt,
      })
      .from(memberDepositOrders)
      .where(
        and(
          inArray(memberDepositOrders.status, ['paid', 'refunding', 'refunded']),
          isNotNull(memberDepositOrders.paidAt),
          gte(memberDepositOrders.paidAt, from),
        ),
      ),
    cryptoOrdersSince(db, 'deposit', from),
  ]);
  return [
    ...fiat.map((row) => ({ userId: row.userId, orderSn: row.orderSn, coins: Number(row.coins), at: row.paidAt! })),
    ...crypto,
  ];
}

/** Withdrawals requested since `from`, bank and crypto, whatever became of them (a refused attempt is evidence too). */
async function requestedWithdrawals(db: Db, from: Date): Promise<MoneyEvent[]> {
  const [fiat, crypto] = await Promise.all([
    db
      .select({
        userId: memberWithdrawalOrders.userId,
        orderSn: memberWithdrawalOrders.orderSn,
        amount: memberWithdrawalOrders.amount,
        createdAt: memberWithdrawalOrders.createdAt,
      })
      .from(memberWithdrawalOrders)
      .where(gte(memberWithdrawalOrders.createdAt, from)),
    cryptoOrdersSince(db, 'withdrawal', from),
  ]);
  return [
    ...fiat.map((row) => ({ userId: row.userId, orderSn: row.orderSn, coins: Number(row.amount), at: row.createdAt })),
    ...crypto,
  ];
}

/** Crypto's credited deposits or withdrawal requests since `from` (its published view), in coins. */
async function cryptoOrdersSince(db: Db, kind: 'deposit' | 'withdrawal', from: Date): Promise<MoneyEvent[]> {
  const c = memberCryptoOrders;
  const rows = await db
    .select({ userId: c.userId, orderSn: c.orderSn, coin: c.coin, coins: c.coins, at: c.at })
    .from(c)
    .where(and(eq(c.kind, kind), gte(c.at, from)));
  return rows.map((row) => ({
    userId: row.userId,
    orderSn: row.orderSn,
    coins: Number(row.coins),
    at: row.at,
    crypto: { coin: row.coin },
  }));
}

/**
 * Each withdrawal requested since `since` (bank or crypto), with the member's last credited
 * deposit before it (bank or crypto, whichever came last) and the member's bets between that
 * deposit and the withdrawal: one statement over the payments, crypto and games views (the
 * indexes on (user_id, …) serve the lateral reads).
 */
async function withdrawalsWithLastDeposit(db: Db, since: Date): Promise<WithdrawalAfterDeposit[]> {
  const c = memberCryptoOrders;
  const result = await db.execute(sql`
    with w as (
      select user_id, order_sn, amount as coins, created_at, null::text as coin
      from ${memberWithdrawalOrders} where created_at >= ${since}
      union all
      select user_id, order_sn, coins, at, coin
      from ${c} where kind = 'withdrawal' and at >= ${since}
    )
    select w.user_id::text as user_id, w.order_sn, w.coins::text as coins, w.coin,
           d.order_sn as deposit_order_sn, d.coins::text as deposit_coins, d.coin as deposit_coin,
           coalesce((
             select sum(p.bet) from ${memberGamePlay} p
             where p.user_id = w.user_id and p.created_at >= d.at and p.created_at < w.created_at
           ), 0)::text as bets
    from w
    cross join lateral (
      select * from (
        (select o.order_sn, o.coins, o.paid_at as at, null::text as coin from ${memberDepositOrders} o
         where o.user_id = w.user_id and o.paid_at is not null and o.paid_at <= w.created_at
           and o.status in ('paid', 'refunding', 'refunded')
         order by o.paid_at desc, o.id desc
         limit 1)
        union all
        (select x.order_sn, x.coins, x.at, x.coin from ${c} x
         where x.user_id = w.user_id and x.kind = 'deposit' and x.at <= w.created_at
         order by x.at desc, x.order_sn desc
         limit 1)
      ) last_two
      order by at desc, order_sn desc
      limit 1
    ) d`);
  return rowsOf<{
    user_id: string;
    order_sn: string;
    coins: string;
    coin: string | null;
    deposit_order_sn: string;
    deposit_coins: string;
    deposit_coin: string | null;
    bets: string;
  }>(result).map((row) => ({
    userId: BigInt(row.user_id),
    orderSn: row.order_sn,
    coins: Number(row.coins),
    ...(row.coin === null ? {} : { crypto: { coin: row.coin } }),
    deposit: {
      orderSn: row.deposit_order_sn,
      coins: Number(row.deposit_coins),
      ...(row.deposit_coin === null ? {} : { crypto: { coin: row.deposit_coin } }),
    },
    bets: Number(row.bets),
  }));
}

/** IP addresses that at least `minMembers` members' sessions were seen on since `since`, with those members. */
async function sharedIps(db: Db, input: { since: Date; minMembers: number }): Promise<SharedGroup[]> {
  const o = memberSessionOrigins;
  const result = await db.execute(sql`
    select ${o.ip} as ip, string_agg(distinct ${o.userId}::text, ',') as user_ids
    from ${o}
    where ${o.lastSeenAt} >= ${input.since} and ${o.ip} is not null
    group by ${o.ip}
    having count(distinct ${o.userId}) >= ${input.minMembers}`);
  return rowsOf<{ ip: string; user_ids: string }>(result).map((row) => ({
    key: `ip:${row.ip}`,
    userIds: row.user_ids.split(',').map(BigInt),
    ip: row.ip,
  }));
}

/**
 * Devices (devices.ts: the browser's device cookie, else a User-Agent at an IP) that at least
 * `minMembers` members' sessions were seen on since `since`, with those members and the device's
 * latest address and User-Agent.
 */
async function sharedDevices(db: Db, input: { since: Date; minMembers: number }): Promise<SharedGroup[]> {
  const o = memberSessionOrigins;
  const result = await db.execute(sql`
    select ${o.deviceId} as device_id, ${DEVICE_LATEST_ORIGIN}, string_agg(distinct ${o.userId}::text, ',') as user_ids
    from ${o}
    where ${o.lastSeenAt} >= ${input.since} and ${DEVICE_KNOWN}
    group by ${DEVICE_GROUP}
    having count(distinct ${o.userId}) >= ${input.minMembers}`);
  return rowsOf<{ device_id: string | null; ip: string | null; user_agent: string | null; user_ids: string }>(result).map(
    (row) => ({
      key: `device:${deviceKey({ deviceId: row.device_id, ip: row.ip, userAgent: row.user_agent })}`,
      userIds: row.user_ids.split(',').map(BigInt),
      ...(row.ip ? { ip: row.ip } : {}),
      ...(row.user_agent ? { userAgent: row.user_agent.slice(0, 300) } : {}),
    }),
  );
}

async function sharedCards(db: Db, minMembers: number): Promise<SharedGroup[]> {
  const accounts = await sharedBankAccounts(db, { minMembers });
  return accounts.map((account) => {
    const cardIdOf = new Map<bigint, bigint>();
    // A member with two cards of the same account: the first (lowest id) names the alert.
    for (const card of account.cards) if (!cardIdOf.has(card.userId)) cardIdOf.set(card.userId, card.cardId);
    return {
      key: `card:${account.fingerprint}`,
      userIds: account.cards.map((card) => card.userId),
      card: { bankName: account.bankName, last4: account.last4, fingerprint: account.fingerprint, cardIdOf },
    };
  });
}
