-- wallet: the one definition of what a transfer does to a member's withdrawal turnover (issue 26 §3;
-- docs/security.md "Coins that must be played"). ledger_transfer_many applies it to every leg,
-- whichever module moved the coins, so no credit path can escape it; a new reason is an inflow that
-- must be played until it is named here.
--
--   'bet'        bet, feature_stake: coins played (out of the wallet into the game bank)
--   'win'        win, feature_win: what play paid back: not an inflow (played coins' outcome)
--   'withdrawal' withdrawal_hold, crypto_withdrawal_hold: the member withdraws; the turnover was
--                met (checked under the wallet's lock in the same transaction), so the window starts again
--   'returned'   withdrawal_returned, crypto_withdrawal_returned: a refused or failed withdrawal
--                gives back coins that had left with the turnover met: not an inflow
--   'refund_returned' a deposit refund that failed gives the refunded coins back: they must be played
--                (the refund took their share of the turnover out), but are no new money (the KYC
--                total counted them as a deposit)
--   'other'      everything else. Into a wallet from a system account (deposit, crypto_deposit,
--                operator_adjustment, migration, agent_rebate, …): an inflow that must be played and
--                counts towards the KYC deposit thresholds. Between two wallets (agent_transfer both
--                ways) and out of a wallet into a system account (refund_hold, an operator's debit):
--                the coins take their share of the sender's turnover with them (see ledger_transfer_many).
CREATE OR REPLACE FUNCTION ledger_turnover_class(p_reason text)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN p_reason IN ('bet', 'feature_stake') THEN 'bet'
    WHEN p_reason IN ('win', 'feature_win') THEN 'win'
    WHEN p_reason IN ('withdrawal_hold', 'crypto_withdrawal_hold') THEN 'withdrawal'
    WHEN p_reason IN ('withdrawal_returned', 'crypto_withdrawal_returned') THEN 'returned'
    WHEN p_reason = 'refund_returned' THEN 'refund_returned'
    ELSE 'other'
  END
$$;
