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
-- History: migrations 0009 (first version), 0018 (index probes), 0021 (no separate locking pass);
-- then this file (owner_user_id, migration 0030; keys with the owner, migration 0037; owners on
-- the legs, so no account is read by id alone).
CREATE OR REPLACE FUNCTION ledger_transfer_many(p_legs jsonb)
RETURNS TABLE (out_recorded int, out_accounts int, out_moved int)
LANGUAGE plpgsql AS $$
DECLARE
  v_recorded int;
  v_ids bigint[];
  v_owners bigint[];
  v_deltas bigint[];
  v_debits bigint[];
  v_moved int := 0;
  v_unowned int;
  i int;
BEGIN
  WITH legs AS MATERIALIZED (
    SELECT l.id, l.debit_account_id, l.credit_account_id, l.amount, l.reason, l.ref,
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
  ), recorded AS (
    INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, reason, ref, owner_user_id)
    SELECT g.id, g.debit_account_id, g.credit_account_id, g.amount, g.reason, g.ref,
           coalesce(nullif(g.debit_owner, 0), g.credit_owner)
    FROM legs g
    WHERE g.debit_owner IS NOT NULL AND g.credit_owner IS NOT NULL -- else AH007 below
    ON CONFLICT (owner_user_id, id) DO NOTHING
    RETURNING ledger_transfers.debit_account_id, ledger_transfers.credit_account_id, ledger_transfers.amount
  ), owners AS (
    -- Each account's owner, as the legs read it (one owner per account id).
    SELECT g.debit_account_id AS account_id, g.debit_owner AS owner_user_id FROM legs g
    UNION
    SELECT g.credit_account_id, g.credit_owner FROM legs g
  ), changes AS (
    SELECT e.account_id, sum(e.delta)::bigint AS delta, sum(e.debit)::bigint AS debits
    FROM (
      SELECT r.debit_account_id AS account_id, -r.amount AS delta, r.amount AS debit FROM recorded r
      UNION ALL
      SELECT r.credit_account_id, r.amount, 0 FROM recorded r
    ) e
    GROUP BY e.account_id
  )
  SELECT (SELECT count(*) FROM recorded)::int,
         (SELECT count(*) FROM legs g WHERE g.debit_owner IS NULL OR g.credit_owner IS NULL)::int,
         array_agg(c.account_id ORDER BY c.account_id),
         array_agg(o.owner_user_id ORDER BY c.account_id),
         array_agg(c.delta ORDER BY c.account_id),
         array_agg(c.debits ORDER BY c.account_id)
  INTO v_recorded, v_unowned, v_ids, v_owners, v_deltas, v_debits
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
    SET balance = a.balance + v_deltas[i]
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
