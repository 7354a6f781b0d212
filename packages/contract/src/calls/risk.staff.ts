import { z } from 'zod';
import { ZPage, ZPageRequest } from '../paging.ts';
import { adminCall, type AdminCallDef, ZId, ZMemberRef, ZReason } from './staff-common.ts';

/** Operator calls of the risk queue (`risk.review`) and a member's linked accounts (`members.read`), docs/console.md. */

/** The rules the risk scan runs (docs/console.md, "Risk and AML"). */
export const RISK_RULES = [
  'large_deposit',
  'rapid_deposits',
  'large_withdrawal',
  'rapid_withdrawals',
  'withdraw_without_play',
  'shared_device',
  'shared_ip',
  'shared_card',
  'agent_takeback',
] as const;
export type RiskRule = (typeof RISK_RULES)[number];

export const RISK_ALERT_STATUSES = ['open', 'cleared', 'escalated'] as const;
export type RiskAlertStatus = (typeof RISK_ALERT_STATUSES)[number];

/**
 * What made a rule fire, as figures and ids (never a card number): the fields each rule fills are
 * listed in docs/console.md. Every field is optional so one shape serves all rules.
 */
export const ZRiskEvidence = z.object({
  /** Coins of the deposit / withdrawal / take-back that fired, or of the deposit before a withdrawal. */
  coins: z.number().int().optional(),
  /** The threshold in force when the rule fired (coins, count or percent). */
  threshold: z.number().int().optional(),
  /** How many deposits / withdrawals / members. */
  count: z.number().int().optional(),
  /** The window the count was taken over, in minutes (rapid rules) or days (shared rules). */
  minutes: z.number().int().optional(),
  days: z.number().int().optional(),
  /** Order numbers involved (deposit or withdrawal). */
  orders: z.array(z.string()).optional(),
  /**
   * Which of `orders` were crypto (a chain deposit or a crypto withdrawal) and the coin moved (USDT,
   * ETH, TRX, …). Absent when every order was fiat. Coins above are the hall's unit either way.
   */
  crypto: z.array(z.object({ order: z.string(), coin: z.string() })).optional(),
  /** Withdraw without play: the withdrawal, the deposit before it, and the bets in between. */
  withdrawalCoins: z.number().int().optional(),
  bets: z.number().int().optional(),
  percent: z.number().int().optional(),
  /** Shared rules: the address / device / card shown by its label, and the other members. */
  ip: z.string().optional(),
  userAgent: z.string().optional(),
  card: z.object({ bankName: z.string(), last4: z.string(), fingerprint: z.string() }).optional(),
  members: z.array(z.object(ZMemberRef)).optional(),
  /** Agent take-back: the member the coins came from and the agents module's transfer id. */
  fromMember: z.object(ZMemberRef).optional(),
  transferId: z.string().optional(),
});
export type TRiskEvidence = z.infer<typeof ZRiskEvidence>;

export const ZRiskAlert = z.object({
  id: z.string(),
  rule: z.enum(RISK_RULES),
  ...ZMemberRef,
  evidence: ZRiskEvidence,
  status: z.enum(RISK_ALERT_STATUSES),
  openedAt: z.iso.datetime(),
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  note: z.string().nullable(),
  /** The flag an escalation set on the member. */
  flag: z.enum(['risk', 'fraud']).nullable(),
});
export type TRiskAlert = z.infer<typeof ZRiskAlert>;

/** What links two members: one session origin, one bank account, one crypto withdrawal address. */
export const LINK_KINDS = ['device', 'ip', 'card', 'address'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export const ZLinkedAccounts = z.object({
  kind: z.enum(LINK_KINDS),
  /** What is shared, in words: an IP address, "User-Agent @ IP", "bank ••••1234 · fingerprint", a chain address. */
  label: z.string(),
  /** Device and IP links: the address, and the User-Agent of a device (the console words it). */
  ip: z.string().optional(),
  userAgent: z.string().optional(),
  /** The other members sharing it (at most 20), and how many there are in all. */
  members: z.array(z.object(ZMemberRef)),
  total: z.number().int(),
});
export type TLinkedAccounts = z.infer<typeof ZLinkedAccounts>;

export const riskStaffCalls = {
  adminRiskList: adminCall({
    path: '/v2/admin/risk/list',
    auth: 'staff',
    permission: 'risk.review',
    summary: 'Risk alerts by status (open oldest first), optionally one rule or a username prefix',
    request: ZPageRequest.extend({
      status: z.enum(RISK_ALERT_STATUSES).default('open'),
      rule: z.enum(RISK_RULES).optional(),
      q: z.string().trim().max(64).default(''),
    }).strict(),
    response: ZPage(ZRiskAlert),
  }),
  adminRiskDecide: adminCall({
    path: '/v2/admin/risk/decide',
    auth: 'staff',
    permission: 'risk.review',
    summary: "Clears an alert with a note, or escalates it: sets the member's risk or fraud flag with the note as reason",
    request: z
      .strictObject({
        id: ZId,
        decision: z.enum(['clear', 'escalate']),
        flag: z.enum(['risk', 'fraud']).optional(),
        note: ZReason,
      })
      .refine((body) => body.decision === 'clear' || body.flag !== undefined, { path: ['flag'], message: 'required' }),
    response: z.object({ item: ZRiskAlert, changed: z.boolean() }),
  }),
  adminRiskScan: adminCall({
    path: '/v2/admin/risk/scan',
    auth: 'staff',
    permission: 'risk.review',
    summary: 'Runs the risk rules over recent activity now (the scheduled scan does the same); opens only new alerts',
    request: z.strictObject({}),
    response: z.object({ opened: z.number().int() }),
  }),
  adminRiskMember: adminCall({
    path: '/v2/admin/risk/member',
    auth: 'staff',
    permission: 'members.read',
    summary: "A member's linked accounts (same device, IP, bank card or crypto address) and risk alerts",
    request: z.strictObject({ userId: ZId }),
    response: z.object({ linked: z.array(ZLinkedAccounts), alerts: z.array(ZRiskAlert) }),
  }),
} satisfies Record<string, AdminCallDef>;
