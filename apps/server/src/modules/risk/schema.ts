import { RISK_RULES } from '@amigo/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Risk alerts (issue 21): one row per rule that fired for a member on one piece of evidence. The
 * evidence key names that piece (`deposit:<orderSn>`, `ip:<address>`, `card:<card id>`, …), and the
 * unique index on (rule, member, key) is what makes a re-scan open nothing new. The evidence itself
 * is figures and ids as JSON (contract `ZRiskEvidence`), never a card number. Decisions are kept on
 * the row (who, when, note, the flag an escalation set) and in the audit log.
 */
export const riskAlerts = pgTable(
  'risk_alerts',
  {
    id: bigint('id', { mode: 'bigint' }).generatedAlwaysAsIdentity(),
    rule: text('rule', { enum: RISK_RULES }).notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    evidenceKey: text('evidence_key').notNull(),
    evidence: jsonb('evidence').notNull(),
    status: text('status', { enum: ['open', 'cleared', 'escalated'] })
      .notNull()
      .default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    decidedById: bigint('decided_by_id', { mode: 'bigint' }),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    flag: text('flag', { enum: ['risk', 'fraud'] }),
  },
  (t) => [
    // Distributed by the member (docs/scale.md §3): the key leads with them and serves the member file.
    primaryKey({ name: 'risk_alerts_pkey', columns: [t.userId, t.id] }),
    uniqueIndex('risk_alerts_rule_user_key').on(t.rule, t.userId, t.evidenceKey),
    index('risk_alerts_status_opened_idx').on(t.status, t.openedAt),
    // The console's queue decides an alert by its id alone (the contract names no member): a plain
    // index keeps that fast; on a distributed database it asks every node, then writes by (member, id).
    index('risk_alerts_id_idx').on(t.id),
    check('risk_alerts_status', sql`${t.status} in ('open', 'cleared', 'escalated')`),
  ],
);
