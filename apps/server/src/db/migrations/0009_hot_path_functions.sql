-- The two hottest statements of the hall (the ledger move and a round's writes) as PL/pgSQL
-- functions: PostgreSQL keeps their plans per connection, where a parameterized CTE sent by the
-- driver is planned again on every call (planning cost as much as running them; see
-- docs/benchmarks.md, game hall). The SQL is the same the TypeScript used to send.

-- wallet: one statement records every leg (ids are idempotency keys) and, for new legs, applies
-- each account's net change; a member wallet must cover the sum of its debits before the move.
CREATE OR REPLACE FUNCTION ledger_transfer_many(p_legs jsonb)
RETURNS TABLE (out_recorded int, out_accounts int, out_moved int)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  WITH legs AS (
    SELECT * FROM jsonb_to_recordset(p_legs)
      AS l(id text, debit_account_id bigint, credit_account_id bigint, amount bigint, reason text, ref text)
  ), recorded AS (
    INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, reason, ref)
    SELECT l.id, l.debit_account_id, l.credit_account_id, l.amount, l.reason, l.ref FROM legs l
    ON CONFLICT (id) DO NOTHING
    RETURNING ledger_transfers.debit_account_id, ledger_transfers.credit_account_id, ledger_transfers.amount
  ), changes AS (
    SELECT e.account_id, sum(e.delta) AS delta, sum(e.debit) AS debits
    FROM (
      SELECT r.debit_account_id AS account_id, -r.amount AS delta, r.amount AS debit FROM recorded r
      UNION ALL
      SELECT r.credit_account_id, r.amount, 0 FROM recorded r
    ) e
    GROUP BY e.account_id
  ), locked AS (
    -- Row locks in id order: two moves between the same accounts never wait on each other in a cycle.
    SELECT a.id FROM ledger_accounts a
    WHERE a.id IN (SELECT c.account_id FROM changes c)
    ORDER BY a.id
    FOR UPDATE
  ), moved AS (
    UPDATE ledger_accounts a
    SET balance = a.balance + c.delta
    FROM changes c, locked k
    WHERE a.id = c.account_id AND k.id = a.id
      AND (a.kind = 'system' OR a.balance >= c.debits)
    RETURNING a.id
  )
  SELECT (SELECT count(*) FROM recorded)::int,
         (SELECT count(*) FROM changes)::int,
         (SELECT count(*) FROM moved)::int;
END
$$;
--> statement-breakpoint

-- games: everything a round is computed from, read without locks: the member's machine, their
-- active seed pair, and an earlier round with the same idempotency key.
CREATE OR REPLACE FUNCTION game_round_read(p_user_id bigint, p_machine_id int, p_key text)
RETURNS TABLE (
  machine_id int, model_code text, setting smallint, state jsonb, status text, occupant_user_id text,
  rounds_since_bonus int, seed_id text, server_seed text, server_seed_hash text, client_seed text, nonce int,
  previous_id text
)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  SELECT m.id, m.model_code, m.setting, m.state, m.status, m.occupant_user_id::text, m.rounds_since_bonus,
         s.id::text, s.server_seed, s.server_seed_hash, s.client_seed, s.nonce,
         (SELECT r.id::text FROM game_records r WHERE r.user_id = p_user_id AND r.idempotency_key = p_key)
  FROM machines m
  LEFT JOIN fair_seeds s ON s.user_id = p_user_id AND s.active
  WHERE m.id = p_machine_id;
END
$$;
--> statement-breakpoint

-- games: commits a computed round as one statement (so one transaction, with no BEGIN/COMMIT
-- round trips): the nonce and the machine must be exactly as the round was computed from
-- (optimistic check; the caller reads again and retries), then the bet and win move through
-- the ledger, and the record, day counters and bonus history are written. Any refusal raises,
-- which undoes the whole statement.
--   AH001: the nonce, the seat or the machine's state changed since the read
--   AH002: a transfer id was used before (a replayed request)
--   AH003: the wallet cannot cover the bet
CREATE OR REPLACE FUNCTION game_round_commit(
  p_user_id bigint, p_machine_id int, p_model_code text, p_setting smallint, p_seed_id bigint, p_nonce int,
  p_state_before jsonb, p_state_after jsonb, p_bet bigint, p_win bigint, p_spins int, p_bonuses text[],
  p_bonus_payouts bigint[], p_display jsonb, p_key text, p_rounds_before int, p_day date, p_legs jsonb,
  p_wallet_id bigint
)
RETURNS TABLE (record_id text, balance text)
LANGUAGE plpgsql AS $$
DECLARE
  v_moves record;
  v_record_id bigint;
  v_bonus_count int := coalesce(array_length(p_bonuses, 1), 0);
BEGIN
  UPDATE fair_seeds f SET nonce = p_nonce + 1
  WHERE f.id = p_seed_id AND f.user_id = p_user_id AND f.active AND f.nonce = p_nonce;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'round conflict: nonce' USING ERRCODE = 'AH001';
  END IF;

  UPDATE machines m
  SET state = p_state_after, last_played_at = now(),
      rounds_since_bonus = CASE WHEN v_bonus_count > 0 THEN 0 ELSE p_rounds_before + p_spins END
  WHERE m.id = p_machine_id AND m.occupant_user_id = p_user_id AND m.status = 'active'
    AND m.setting = p_setting AND m.state IS NOT DISTINCT FROM p_state_before
    AND m.rounds_since_bonus = p_rounds_before;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'round conflict: machine' USING ERRCODE = 'AH001';
  END IF;

  SELECT * INTO v_moves FROM ledger_transfer_many(p_legs);
  IF v_moves.out_recorded <> jsonb_array_length(p_legs) THEN
    RAISE EXCEPTION 'transfer id used before' USING ERRCODE = 'AH002';
  END IF;
  IF v_moves.out_moved <> v_moves.out_accounts THEN
    RAISE EXCEPTION 'insufficient balance' USING ERRCODE = 'AH003';
  END IF;

  INSERT INTO game_records (user_id, machine_id, model_code, bet, win, spins, bonuses, seed_id, nonce, setting,
                            state_before, display, idempotency_key)
  VALUES (p_user_id, p_machine_id, p_model_code, p_bet, p_win, p_spins, p_bonuses, p_seed_id, p_nonce,
          p_setting, p_state_before, p_display, p_key)
  RETURNING id INTO v_record_id;

  INSERT INTO machine_days AS d (machine_id, day, model_code, plays, rounds, bonuses, bet, win)
  VALUES (p_machine_id, p_day, p_model_code, 1, p_spins, v_bonus_count, p_bet, p_win)
  ON CONFLICT ON CONSTRAINT machine_days_machine_id_day_pk DO UPDATE
  SET plays = d.plays + 1, rounds = d.rounds + excluded.rounds, bonuses = d.bonuses + excluded.bonuses,
      bet = d.bet + excluded.bet, win = d.win + excluded.win;

  IF v_bonus_count > 0 THEN
    -- The first bonus of the call waited for the rounds before it; later ones in the same call none.
    INSERT INTO machine_bonuses (machine_id, kind, payout, rounds_before)
    SELECT p_machine_id, b.kind, b.payout, CASE WHEN b.ord = 1 THEN p_rounds_before + p_spins ELSE 0 END
    FROM unnest(p_bonuses, p_bonus_payouts) WITH ORDINALITY AS b(kind, payout, ord);
  END IF;

  RETURN QUERY SELECT v_record_id::text, (SELECT a.balance::text FROM ledger_accounts a WHERE a.id = p_wallet_id);
END
$$;
