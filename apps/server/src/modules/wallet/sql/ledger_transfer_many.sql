-- wallet: one statement records every leg (ids are idempotency keys) and, for new legs, applies
-- each account's net change; a member wallet must cover the sum of its debits before the move.
-- Callers: transferMany() in ../transfer.ts and game_round_commit (modules/games/sql). Returns how
-- many legs were recorded (fewer than given: an id was used before, and a caller whose state
-- depends on the coins moving refuses and rolls back: issue 26 §1), how many accounts the new legs
-- change, and how many of those moved (fewer: a wallet could not cover its debits, and the
-- caller rolls the whole move back).
--
-- Planned for what it is, at most a few legs and accounts: every account is reached by its
-- primary key, whatever PostgreSQL estimates for the JSON parameter (it guesses 100 rows), and
-- each account is updated on its own, in id order: the UPDATE takes the row lock itself, so two
-- opposite moves never wait on each other in a cycle and each row is written once. A wallet
-- that cannot cover its debits stops the loop.
-- Each transfer names the member whose rows it moves (owner_user_id: its debit account's owner,
-- else, when the debit is a house row (owner 0, HOUSE_OWNER_ID), its credit account's), the key a
-- ledger distributed by member is split by (docs/scale.md). Its key is (owner_user_id, id): the id
-- is the idempotency key within its member (transfer.ts replays and refuses by the same key).
-- Each leg names its accounts by their key, owner and id (debit_owner, credit_owner), so every
-- account is read and updated by its primary key (owner_user_id, id): on a ledger distributed by
-- member every statement here reaches one shard. A leg whose owner does not own the account is
-- refused (AH007: a bug in the caller, never a member's doing). A leg without owners (an instance
-- of the release before, during a rolling upgrade) is read by id alone (ledger_accounts_id_idx).
-- Each new leg also moves the wallets' withdrawal turnover (turnover_inflow, turnover_bet) and KYC
-- inflow total (inflow_total) by ledger_turnover_class, in the same UPDATE as the balance, so the
-- rule sees every credit path and the figures change in commit order under the row lock (issue 26
-- §3, docs/security.md "Coins that must be played"):
--   into a wallet from a system account, class 'other': an inflow (turnover and KYC total);
--   'refund_returned': back under the turnover (not new money for the KYC total);
--   'bet': the debited wallet played that many coins; 'win', 'returned': nothing;
--   'withdrawal': the debited wallet's window starts again (its turnover was met, checked under
--   this same row lock by the withdrawal's transaction);
--   out of a wallet otherwise (to another wallet: agent transfers and take-backs; to a system
--   account: a refund, an operator's debit): the coins take their share of the wallet's window
--   with them, amount / balance of both figures (inflow rounded up, bets down), and a wallet
--   credited by another member's wallet receives that share (its inflow counts for its KYC total).
--   Proportional shares keep the sum of what the two wallets still owe at every percent, so coins
--   never become played by moving. The share is read from the sender's row before the move: a
--   call with such a leg first locks all its accounts in id order (the loop's order, so no cycle);
--   game rounds (bets and wins only) never read or lock anything more.
-- History: migrations 0009 (first version), 0018 (index probes), 0021 (no separate locking pass);
-- then this file (owner_user_id, migration 0030; keys with the owner, migration 0037; owners on
-- the legs, so no account is read by id alone; the turnover, migration 0046).
-- requires: wallet/ledger_turnover_class
CREATE OR REPLACE FUNCTION ledger_transfer_many(p_legs jsonb)
RETURNS TABLE (out_recorded int, out_accounts int, out_moved int)
LANGUAGE plpgsql AS $$
DECLARE
  v_recorded int;
  v_ids bigint[];
  v_owners bigint[];
  v_deltas bigint[];
  v_debits bigint[];
  v_inflows bigint[];
  v_bets bigint[];
  v_totals bigint[];
  v_resets boolean[];
  v_key record;
  v_moved int := 0;
  v_unowned int;
  i int;
BEGIN
  -- A leg other than a bet or a win may read a wallet's balance and turnover for its share: lock
  -- every account of the call first, in id order, so the figures are the ones the move changes.
  IF EXISTS (SELECT 1 FROM jsonb_to_recordset(p_legs) AS l(reason text)
             WHERE ledger_turnover_class(l.reason) NOT IN ('bet', 'win')) THEN
    -- By key (owner, id), as every read here (a leg names its accounts' owners), one account at a
    -- time in id order: the order every move locks in, so two moves never wait on each other.
    FOR v_key IN
      SELECT k.owner, k.id FROM (
        SELECT l.debit_owner AS owner, l.debit_account_id AS id
        FROM jsonb_to_recordset(p_legs) AS l(debit_owner bigint, debit_account_id bigint)
        UNION
        SELECT l.credit_owner, l.credit_account_id
        FROM jsonb_to_recordset(p_legs) AS l(credit_owner bigint, credit_account_id bigint)) k
      WHERE k.owner IS NOT NULL
      ORDER BY k.id
    LOOP
      PERFORM 1 FROM ledger_accounts a WHERE a.owner_user_id = v_key.owner AND a.id = v_key.id FOR UPDATE;
    END LOOP;
    -- A leg without owners (an instance of the release before, during a rolling upgrade) by id alone.
    IF EXISTS (SELECT 1 FROM jsonb_to_recordset(p_legs) AS l(debit_owner bigint, credit_owner bigint)
               WHERE l.debit_owner IS NULL OR l.credit_owner IS NULL) THEN
      PERFORM 1 FROM ledger_accounts a
      WHERE a.id IN (SELECT l.debit_account_id FROM jsonb_to_recordset(p_legs) AS l(debit_account_id bigint)
                     UNION
                     SELECT l.credit_account_id FROM jsonb_to_recordset(p_legs) AS l(credit_account_id bigint))
      ORDER BY a.id
      FOR UPDATE;
    END IF;
  END IF;

  WITH legs AS MATERIALIZED (
    SELECT l.id, l.debit_account_id, l.credit_account_id, l.amount, l.reason, l.ref,
           ledger_turnover_class(l.reason) AS class,
           CASE WHEN l.debit_owner IS NULL
             THEN (SELECT d.owner_user_id FROM ledger_accounts d WHERE d.id = l.debit_account_id)
             ELSE (SELECT d.owner_user_id FROM ledger_accounts d
                   WHERE d.owner_user_id = l.debit_owner AND d.id = l.debit_account_id) END AS debit_owner,
           CASE WHEN l.credit_owner IS NULL
             THEN (SELECT c.owner_user_id FROM ledger_accounts c WHERE c.id = l.credit_account_id)
             ELSE (SELECT c.owner_user_id FROM ledger_accounts c
                   WHERE c.owner_user_id = l.credit_owner AND c.id = l.credit_account_id) END AS credit_owner
    FROM jsonb_to_recordset(p_legs)
      AS l(id text, debit_owner bigint, debit_account_id bigint, credit_owner bigint, credit_account_id bigint,
           amount bigint, reason text, ref text)
  ), sides AS MATERIALIZED (
    -- What a leg other than a bet or a win needs of its accounts (rounds read nothing more): the
    -- kinds, and the debited wallet's balance and window, from which its share is taken. Each side
    -- is one lookup by key (LIMIT 1 keeps it a per-leg probe of the primary key, never a scan of
    -- the id index joined afterwards: test/single-shard.test.ts).
    SELECT g.id, g.debit_account_id, g.credit_account_id, g.class,
           d.kind AS debit_kind, d.balance AS debit_balance, d.turnover_inflow AS debit_inflow,
           d.turnover_bet AS debit_bet, c.kind AS credit_kind
    FROM legs g
    LEFT JOIN LATERAL (SELECT d.kind, d.balance, d.turnover_inflow, d.turnover_bet FROM ledger_accounts d
                       WHERE g.class NOT IN ('bet', 'win')
                         AND d.owner_user_id = g.debit_owner AND d.id = g.debit_account_id LIMIT 1) d ON true
    LEFT JOIN LATERAL (SELECT c.kind FROM ledger_accounts c
                       WHERE g.class NOT IN ('bet', 'win')
                         AND c.owner_user_id = g.credit_owner AND c.id = g.credit_account_id LIMIT 1) c ON true
  ), recorded AS (
    INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, reason, ref, owner_user_id)
    SELECT g.id, g.debit_account_id, g.credit_account_id, g.amount, g.reason, g.ref,
           coalesce(nullif(g.debit_owner, 0), g.credit_owner)
    FROM legs g
    WHERE g.debit_owner IS NOT NULL AND g.credit_owner IS NOT NULL -- else AH007 below
    ON CONFLICT (owner_user_id, id) DO NOTHING
    RETURNING ledger_transfers.id, ledger_transfers.debit_account_id, ledger_transfers.credit_account_id,
              ledger_transfers.amount
  ), moves AS (
    -- The new legs with their class and, for a leg out of a wallet that is neither a bet nor a
    -- withdrawal, the share of the wallet's window its coins take (amount / balance before).
    SELECT r.debit_account_id, r.credit_account_id, r.amount, s.class,
           s.debit_kind = 'user_wallet' AS from_wallet,
           s.credit_kind = 'user_wallet' AS to_wallet,
           CASE WHEN s.debit_kind = 'user_wallet' AND s.class NOT IN ('bet', 'withdrawal') AND s.debit_balance > 0
             THEN least(s.debit_inflow, ceil(s.debit_inflow::numeric * r.amount / s.debit_balance)::bigint)
             ELSE 0 END AS share_inflow,
           CASE WHEN s.debit_kind = 'user_wallet' AND s.class NOT IN ('bet', 'withdrawal') AND s.debit_balance > 0
             THEN least(s.debit_bet, floor(s.debit_bet::numeric * r.amount / s.debit_balance)::bigint)
             ELSE 0 END AS share_bet
    FROM recorded r
    JOIN sides s ON s.id = r.id AND s.debit_account_id = r.debit_account_id AND s.credit_account_id = r.credit_account_id
  ), owners AS (
    -- Each account's owner, as the legs read it (one owner per account id).
    SELECT g.debit_account_id AS account_id, g.debit_owner AS owner_user_id FROM legs g
    UNION
    SELECT g.credit_account_id, g.credit_owner FROM legs g
  ), changes AS (
    SELECT e.account_id, sum(e.delta)::bigint AS delta, sum(e.debit)::bigint AS debits,
           sum(e.inflow)::bigint AS inflow, sum(e.bet)::bigint AS bet, sum(e.total)::bigint AS total,
           bool_or(e.reset) AS reset
    FROM (
      -- The debited side: a bet is play; a withdrawal starts the window again; other coins out of
      -- a wallet take their share of it.
      SELECT m.debit_account_id AS account_id, -m.amount AS delta, m.amount AS debit,
             -m.share_inflow AS inflow,
             CASE WHEN m.class = 'bet' THEN m.amount ELSE -m.share_bet END AS bet,
             0::bigint AS total,
             coalesce(m.class = 'withdrawal' AND m.from_wallet, false) AS reset
      FROM moves m
      UNION ALL
      -- The credited wallet: from another wallet, the share the coins carried; from a system
      -- account, an inflow unless the coins are play's winnings or a returned withdrawal.
      SELECT m.credit_account_id, m.amount, 0,
             CASE WHEN NOT coalesce(m.to_wallet, false) THEN 0
                  WHEN m.from_wallet THEN m.share_inflow
                  WHEN m.class IN ('other', 'refund_returned') THEN m.amount
                  ELSE 0 END,
             CASE WHEN coalesce(m.to_wallet AND m.from_wallet, false) THEN m.share_bet ELSE 0 END,
             CASE WHEN NOT coalesce(m.to_wallet, false) THEN 0
                  WHEN m.from_wallet THEN m.share_inflow
                  WHEN m.class = 'other' THEN m.amount
                  ELSE 0 END,
             false
      FROM moves m
    ) e
    GROUP BY e.account_id
  )
  SELECT (SELECT count(*) FROM recorded)::int,
         (SELECT count(*) FROM legs g WHERE g.debit_owner IS NULL OR g.credit_owner IS NULL)::int,
         array_agg(c.account_id ORDER BY c.account_id),
         array_agg(o.owner_user_id ORDER BY c.account_id),
         array_agg(c.delta ORDER BY c.account_id),
         array_agg(c.debits ORDER BY c.account_id),
         array_agg(c.inflow ORDER BY c.account_id),
         array_agg(c.bet ORDER BY c.account_id),
         array_agg(c.total ORDER BY c.account_id),
         array_agg(c.reset ORDER BY c.account_id)
  INTO v_recorded, v_unowned, v_ids, v_owners, v_deltas, v_debits, v_inflows, v_bets, v_totals, v_resets
  FROM changes c JOIN owners o ON o.account_id = c.account_id;

  IF v_unowned > 0 THEN
    RAISE EXCEPTION 'ledger leg names an account its owner does not own' USING ERRCODE = 'AH007';
  END IF;
  IF v_recorded = 0 OR v_ids IS NULL THEN
    RETURN QUERY SELECT 0, 0, 0;
    RETURN;
  END IF;

  FOR i IN 1 .. array_length(v_ids, 1) LOOP
    UPDATE ledger_accounts a
    SET balance = a.balance + v_deltas[i],
        turnover_inflow = greatest(0, CASE WHEN v_resets[i] THEN 0 ELSE a.turnover_inflow END + v_inflows[i]),
        turnover_bet = greatest(0, CASE WHEN v_resets[i] THEN 0 ELSE a.turnover_bet END + v_bets[i]),
        inflow_total = a.inflow_total + v_totals[i]
    WHERE a.owner_user_id = v_owners[i] AND a.id = v_ids[i]
      AND (a.kind = 'system' OR a.balance >= v_debits[i]);
    IF NOT FOUND THEN
      EXIT;
    END IF;
    v_moved := v_moved + 1;
  END LOOP;

  RETURN QUERY SELECT v_recorded, array_length(v_ids, 1), v_moved;
END
$$;
