import type { RiskRule, TRiskEvidence } from '@amigo/contract';
import type { RiskThresholds } from '../../config.ts';

/**
 * The risk rules (issue 21), each a pure function from facts the scan read (scan.ts) and the
 * thresholds of the configuration to findings. A finding's `key` names the piece of evidence it
 * rests on, so the same facts always give the same (rule, member, key) and a re-scan opens nothing
 * new (risk_alerts' unique index). No rule reads the database or the clock.
 */

export interface Finding {
  rule: RiskRule;
  userId: bigint;
  key: string;
  evidence: TRiskEvidence;
}

/**
 * A credited deposit or a requested withdrawal: whose, its order number, its coins and when. Fiat
 * (payments' bank and sandbox orders) and crypto (chain deposits and crypto withdrawals, which
 * carry `crypto`: the coin moved) count alike, in coins.
 */
export interface MoneyEvent {
  userId: bigint;
  orderSn: string;
  coins: number;
  at: Date;
  /** A crypto order: the coin moved (USDT, ETH, TRX, …); absent for fiat. */
  crypto?: { coin: string };
}

/** An order the evidence names: its number, and the coin when it was crypto. */
interface NamedOrder {
  orderSn: string;
  crypto?: { coin: string } | undefined;
}

/**
 * The evidence's `crypto` field: which of the named orders were crypto, with their coin. Absent
 * when none was, so fiat-only evidence reads as it always did.
 */
function cryptoOf(orders: NamedOrder[]): Pick<TRiskEvidence, 'crypto'> {
  const crypto = orders.flatMap((order) => (order.crypto ? [{ order: order.orderSn, coin: order.crypto.coin }] : []));
  return crypto.length > 0 ? { crypto } : {};
}

/** Single deposits (or withdrawals) of at least `threshold` coins; 0 turns the rule off. */
export function largeOrders(rule: 'large_deposit' | 'large_withdrawal', events: MoneyEvent[], threshold: number): Finding[] {
  if (threshold <= 0) return [];
  return events
    .filter((event) => event.coins >= threshold)
    .map((event) => ({
      rule,
      userId: event.userId,
      key: `order:${event.orderSn}`,
      evidence: { coins: event.coins, threshold, orders: [event.orderSn], ...cryptoOf([event]) },
    }));
}

/**
 * At least `count` deposits (or withdrawals) of one member within `minutes`. A burst fires once,
 * on the event that tipped it: the first whose window [at − minutes, at] holds `count` events when
 * the previous event's did not. That depends only on the events of the 2 × `minutes` before it, so
 * the scan reads from `since − 2 × minutes` and reports tips at or after `since`: a moving scan
 * window never splits a burst into a second alert. A count below 2 turns the rule off.
 */
export function rapidOrders(
  rule: 'rapid_deposits' | 'rapid_withdrawals',
  events: MoneyEvent[],
  limits: { count: number; minutes: number },
  since: Date,
): Finding[] {
  if (limits.count < 2) return [];
  const windowMs = limits.minutes * 60_000;
  const findings: Finding[] = [];
  for (const own of byMember(events).values()) {
    own.sort((a, b) => a.at.getTime() - b.at.getTime() || a.orderSn.localeCompare(b.orderSn));
    const inWindow = (k: number) => own.filter((e, i) => i <= k && e.at.getTime() >= own[k]!.at.getTime() - windowMs);
    let before = false;
    for (let k = 0; k < own.length; k++) {
      const window = inWindow(k);
      const now = window.length >= limits.count;
      const event = own[k]!;
      if (now && !before && event.at >= since) {
        findings.push({
          rule,
          userId: event.userId,
          key: `order:${event.orderSn}`,
          evidence: {
            count: window.length,
            threshold: limits.count,
            minutes: limits.minutes,
            coins: window.reduce((sum, e) => sum + e.coins, 0),
            orders: window.map((e) => e.orderSn),
            ...cryptoOf(window),
          },
        });
      }
      before = now;
    }
  }
  return findings;
}

/**
 * A withdrawal with the member's last credited deposit before it and the bets placed in between;
 * either may be fiat or crypto (`crypto`: the coin moved).
 */
export interface WithdrawalAfterDeposit {
  userId: bigint;
  orderSn: string;
  coins: number;
  crypto?: { coin: string };
  deposit: { orderSn: string; coins: number; crypto?: { coin: string } };
  bets: number;
}

/**
 * Deposit, then withdraw without play: a withdrawal requested when the bets since the member's
 * last deposit are below `percent` % of that deposit (0 turns the rule off).
 */
export function withdrawWithoutPlay(withdrawals: WithdrawalAfterDeposit[], percent: number): Finding[] {
  if (percent <= 0) return [];
  return withdrawals
    .filter((w) => w.deposit.coins > 0 && w.bets * 100 < w.deposit.coins * percent)
    .map((w) => ({
      rule: 'withdraw_without_play' as const,
      userId: w.userId,
      key: `order:${w.orderSn}`,
      evidence: {
        withdrawalCoins: w.coins,
        coins: w.deposit.coins,
        bets: w.bets,
        percent: Math.floor((w.bets * 100) / w.deposit.coins),
        threshold: percent,
        orders: [w.orderSn, w.deposit.orderSn],
        ...cryptoOf([w, w.deposit]),
      },
    }));
}

/** Members seen on one IP, one device (a User-Agent at an IP) or one bank account. */
export interface SharedGroup {
  /** Lasting name of what is shared for the alert's key; for a card, each member's own card id (below). */
  key: string;
  userIds: bigint[];
  ip?: string;
  userAgent?: string;
  card?: { bankName: string; last4: string; fingerprint: string; cardIdOf: Map<bigint, bigint> };
}

/** How many other members an alert's evidence names (the count says how many there are in all). */
const MEMBERS_NAMED = 20;

/**
 * At least `minMembers` members share one device, IP or bank account (seen within the window the
 * scan read): each of them gets an alert naming the others. A card's key is the member's own card
 * id, which survives a rotation of the card key (the fingerprint does not). Below 2 is off.
 */
export function sharedAccess(
  rule: 'shared_device' | 'shared_ip' | 'shared_card',
  groups: SharedGroup[],
  limits: { minMembers: number; days: number },
  names: Map<bigint, string>,
): Finding[] {
  if (limits.minMembers < 2) return [];
  const findings: Finding[] = [];
  for (const group of groups) {
    const members = [...new Set(group.userIds)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    if (members.length < limits.minMembers) continue;
    for (const userId of members) {
      const others = members.filter((other) => other !== userId);
      const cardId = group.card?.cardIdOf.get(userId);
      findings.push({
        rule,
        userId,
        key: cardId === undefined ? group.key : `card:${cardId}`,
        evidence: {
          count: members.length,
          threshold: limits.minMembers,
          days: limits.days,
          ...(group.ip === undefined ? {} : { ip: group.ip }),
          ...(group.userAgent === undefined ? {} : { userAgent: group.userAgent }),
          ...(group.card
            ? { card: { bankName: group.card.bankName, last4: group.card.last4, fingerprint: group.card.fingerprint } }
            : {}),
          members: others.slice(0, MEMBERS_NAMED).map((id) => ({ userId: String(id), username: names.get(id) ?? '' })),
        },
      });
    }
  }
  return findings;
}

/** A take-back the agents module flagged (at or above AGENT_TAKEBACK_FLAG_COINS). */
export interface FlaggedTakeback {
  transferId: bigint;
  agentUserId: bigint;
  memberUserId: bigint;
  amount: bigint;
}

/** Every flagged take-back becomes an alert on the agent who took the coins back, naming the member. */
export function agentTakebacks(flags: FlaggedTakeback[], threshold: number, names: Map<bigint, string>): Finding[] {
  return flags.map((flag) => ({
    rule: 'agent_takeback' as const,
    userId: flag.agentUserId,
    key: `transfer:${flag.transferId}`,
    evidence: {
      coins: Number(flag.amount),
      threshold,
      transferId: String(flag.transferId),
      fromMember: { userId: String(flag.memberUserId), username: names.get(flag.memberUserId) ?? '' },
    },
  }));
}

/** Every rule over one scan's facts. */
export function evaluateRules(
  facts: {
    deposits: MoneyEvent[];
    withdrawals: MoneyEvent[];
    withdrawalsAfterDeposits: WithdrawalAfterDeposit[];
    devices: SharedGroup[];
    ips: SharedGroup[];
    cards: SharedGroup[];
    takebacks: FlaggedTakeback[];
    names: Map<bigint, string>;
    since: Date;
    takebackThreshold: number;
  },
  t: RiskThresholds,
): Finding[] {
  const recent = (events: MoneyEvent[]) => events.filter((event) => event.at >= facts.since);
  const shared = { days: t.sharedWindowDays };
  return [
    ...largeOrders('large_deposit', recent(facts.deposits), t.largeDepositCoins),
    ...rapidOrders('rapid_deposits', facts.deposits, t.rapidDeposits, facts.since),
    ...largeOrders('large_withdrawal', recent(facts.withdrawals), t.largeWithdrawalCoins),
    ...rapidOrders('rapid_withdrawals', facts.withdrawals, t.rapidWithdrawals, facts.since),
    ...withdrawWithoutPlay(facts.withdrawalsAfterDeposits, t.noPlayPercent),
    ...sharedAccess('shared_device', facts.devices, { ...shared, minMembers: t.sharedDeviceMembers }, facts.names),
    ...sharedAccess('shared_ip', facts.ips, { ...shared, minMembers: t.sharedIpMembers }, facts.names),
    ...sharedAccess('shared_card', facts.cards, { ...shared, minMembers: t.sharedCardMembers }, facts.names),
    ...agentTakebacks(facts.takebacks, facts.takebackThreshold, facts.names),
  ];
}

function byMember(events: MoneyEvent[]): Map<bigint, MoneyEvent[]> {
  const map = new Map<bigint, MoneyEvent[]>();
  for (const event of events) map.set(event.userId, [...(map.get(event.userId) ?? []), event]);
  return map;
}
