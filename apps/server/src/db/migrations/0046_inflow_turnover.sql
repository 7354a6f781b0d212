ALTER TABLE "ledger_accounts" ADD COLUMN "turnover_inflow" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "turnover_bet" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "inflow_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written:
-- The turnover of every wallet from the ledger's history before this migration, by the rule of
-- modules/wallet/sql/ledger_turnover_class.sql (from then on ledger_transfer_many keeps it): the
-- window starts at the member's last withdrawal request; what came in since then, except wins and
-- returned holds, must be played; bets and feature stakes are play. For the past, a transfer from
-- another member counts in full and nothing leaves with a transfer out (the share of unplayed coins
-- each one carried is not known), so the backfill never asks less than the rule.
WITH wallets AS (
  SELECT id FROM ledger_accounts WHERE kind = 'user_wallet'
), moves AS (
  SELECT x.credit_account_id AS wallet_id, true AS incoming, x.amount, x.reason, x.created_at
  FROM ledger_transfers x JOIN wallets w ON w.id = x.credit_account_id
  UNION ALL
  SELECT x.debit_account_id, false, x.amount, x.reason, x.created_at
  FROM ledger_transfers x JOIN wallets w ON w.id = x.debit_account_id
), windows AS (
  SELECT m.wallet_id,
         max(m.created_at) FILTER (WHERE NOT m.incoming AND m.reason IN ('withdrawal_hold', 'crypto_withdrawal_hold')) AS since
  FROM moves m GROUP BY m.wallet_id
), figures AS (
  SELECT m.wallet_id,
         coalesce(sum(m.amount) FILTER (WHERE m.incoming
           AND m.reason NOT IN ('win', 'feature_win', 'withdrawal_returned', 'crypto_withdrawal_returned')
           AND (w.since IS NULL OR m.created_at > w.since)), 0) AS inflow,
         coalesce(sum(m.amount) FILTER (WHERE NOT m.incoming AND m.reason IN ('bet', 'feature_stake')
           AND (w.since IS NULL OR m.created_at > w.since)), 0) AS bet,
         coalesce(sum(m.amount) FILTER (WHERE m.incoming
           AND m.reason NOT IN ('win', 'feature_win', 'withdrawal_returned', 'crypto_withdrawal_returned', 'refund_returned')), 0) AS total
  FROM moves m JOIN windows w ON w.wallet_id = m.wallet_id
  GROUP BY m.wallet_id
)
UPDATE ledger_accounts a
SET turnover_inflow = f.inflow, turnover_bet = f.bet, inflow_total = f.total
FROM figures f
WHERE a.id = f.wallet_id AND a.kind = 'user_wallet';
