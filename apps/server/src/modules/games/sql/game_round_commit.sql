-- games: commits a computed round as one statement (so one transaction, with no BEGIN/COMMIT
-- round trips): the nonce and the machine must be exactly as the round was computed from
-- (optimistic check; the caller reads again and retries), then the bet and win move through
-- the ledger (ledger_transfer_many, modules/wallet/sql), and the record is written. Any refusal
-- raises, which undoes the whole statement. Callers: ../play-round.ts and ../settle-held-feature.ts.
-- Rows it writes (docs/scale.md): the player's seed pair, wallet, own game-bank row, transfers and
-- record, and the machine row (seat and feature state; see docs/scale.md for what remains). The
-- hall's day counters and bonus history are not written here: they are a rollup of game_records
-- (../rollup-hall-figures.ts, views hall_machine_days and hall_machine_bonuses), so the record
-- carries what the bonus history needs (each bonus's payout, the machine's rounds before).
-- A new stake is refused first by the responsible-gaming controls (docs/decisions/0007), which
-- the responsible module owns: responsible_round_check (modules/responsible/sql), given the
-- caller's clock (p_now) and play-session gap (p_session_gap). The machine's times
-- (last_played_at, held_until) stay on the database clock: the settlement job compares
-- held_until with now().
-- A round that continues an open feature (its state before is not null) is the feature's own,
-- not a new stake (docs/decisions/0006):
--   - it is never refused by a block, a due reality check or a loss limit (they apply to new stakes);
--   - its legs are the round's net (the stake is paid from what the round wins), and a wallet
--     that cannot cover a net stake pays what it holds, so a short balance never strands it;
--   - it may be played for an owner who is no longer seated, by the server's settlement
--     (p_settling), and on a machine taken out of service meanwhile.
-- The round that leaves a state makes its player the machine's feature owner (held_for_user_id)
-- and holds it for them until p_hold_seconds after their last round; the round that ends the
-- feature clears both.
--   AH001: the nonce, the seat or the machine's state changed since the read
--   AH002: a transfer id was used before (a replayed request)
--   AH003: the wallet cannot cover the bet
--   AH004: a cool-off or self-exclusion is in force
--   AH005: a reality check is due (the member confirms it first)
--   AH006: the bet could take the member's net losses past a loss limit
-- History: migrations 0009 (first version), 0011 (responsible gaming), 0023 (feature owner);
-- then this file (p_now and p_session_gap for responsible_round_check; no day counters or bonus
-- rows, no p_day: migration 0030).
-- requires: responsible/responsible_round_check
-- requires: wallet/ledger_transfer_many

-- The signature of migration 0023 (without p_now and p_session_gap).
DROP FUNCTION IF EXISTS game_round_commit(bigint, int, text, smallint, bigint, int, jsonb, jsonb, bigint, bigint, int, text[], bigint[], jsonb, text, int, date, jsonb, bigint, int, boolean);
-- The signature with p_day (before migration 0030).
DROP FUNCTION IF EXISTS game_round_commit(bigint, int, text, smallint, bigint, int, jsonb, jsonb, bigint, bigint, int, text[], bigint[], jsonb, text, int, date, jsonb, bigint, int, boolean, timestamptz, interval);

CREATE OR REPLACE FUNCTION game_round_commit(
  p_user_id bigint, p_machine_id int, p_model_code text, p_setting smallint, p_seed_id bigint, p_nonce int,
  p_state_before jsonb, p_state_after jsonb, p_bet bigint, p_win bigint, p_spins int, p_bonuses text[],
  p_bonus_payouts bigint[], p_display jsonb, p_key text, p_rounds_before int, p_legs jsonb,
  p_wallet_id bigint, p_hold_seconds int, p_settling boolean, p_now timestamptz, p_session_gap interval
)
RETURNS TABLE (record_id text, balance text)
LANGUAGE plpgsql AS $$
DECLARE
  v_feature boolean := p_state_before IS NOT NULL;
  v_legs jsonb := p_legs;
  v_wallet_balance bigint;
  v_moves record;
  v_record_id bigint;
  v_bonus_count int := coalesce(array_length(p_bonuses, 1), 0);
BEGIN
  IF p_settling AND NOT v_feature THEN
    RAISE EXCEPTION 'round conflict: nothing to settle' USING ERRCODE = 'AH001';
  END IF;
  -- Responsible gaming first: a new stake it refuses is refused before anything is written.
  PERFORM responsible_round_check(p_user_id, p_bet, NOT v_feature, p_now, p_session_gap);

  UPDATE fair_seeds f SET nonce = p_nonce + 1
  WHERE f.id = p_seed_id AND f.user_id = p_user_id AND f.active AND f.nonce = p_nonce;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'round conflict: nonce' USING ERRCODE = 'AH001';
  END IF;

  UPDATE machines m
  SET state = p_state_after, last_played_at = now(),
      rounds_since_bonus = CASE WHEN v_bonus_count > 0 THEN 0 ELSE p_rounds_before + p_spins END,
      held_for_user_id = CASE WHEN p_state_after IS NULL THEN NULL ELSE p_user_id END,
      held_until = CASE
        WHEN p_state_after IS NULL THEN NULL
        WHEN m.occupant_user_id = p_user_id THEN now() + make_interval(secs => p_hold_seconds)
        ELSE m.held_until END
  WHERE m.id = p_machine_id AND m.setting = p_setting AND m.state IS NOT DISTINCT FROM p_state_before
    AND m.rounds_since_bonus = p_rounds_before
    AND (m.status = 'active' OR v_feature)
    AND (m.occupant_user_id = p_user_id
         OR (p_settling AND m.occupant_user_id IS NULL AND m.held_for_user_id = p_user_id));
  IF NOT FOUND THEN
    RAISE EXCEPTION 'round conflict: machine' USING ERRCODE = 'AH001';
  END IF;

  IF v_feature THEN
    -- The feature's net stake is taken only as far as the wallet holds it: a won feature is never
    -- stranded by a short balance (the leg's amount shrinks; a leg of 0 is dropped).
    SELECT a.balance INTO v_wallet_balance FROM ledger_accounts a WHERE a.id = p_wallet_id;
    SELECT coalesce(jsonb_agg(x.leg), '[]'::jsonb) INTO v_legs
    FROM (
      SELECT CASE WHEN (l->>'debit_account_id')::bigint = p_wallet_id
                  THEN jsonb_set(l, '{amount}', to_jsonb(least((l->>'amount')::bigint, v_wallet_balance)::text))
                  ELSE l END AS leg
      FROM jsonb_array_elements(p_legs) l
    ) x
    WHERE (x.leg->>'amount')::bigint > 0;
  END IF;

  SELECT * INTO v_moves FROM ledger_transfer_many(v_legs);
  IF v_moves.out_recorded <> jsonb_array_length(v_legs) THEN
    RAISE EXCEPTION 'transfer id used before' USING ERRCODE = 'AH002';
  END IF;
  IF v_moves.out_moved <> v_moves.out_accounts THEN
    RAISE EXCEPTION 'insufficient balance' USING ERRCODE = 'AH003';
  END IF;

  INSERT INTO game_records (user_id, machine_id, model_code, bet, win, spins, bonuses, bonus_payouts, rounds_before,
                            seed_id, nonce, setting, state_before, display, idempotency_key)
  VALUES (p_user_id, p_machine_id, p_model_code, p_bet, p_win, p_spins, p_bonuses, p_bonus_payouts, p_rounds_before,
          p_seed_id, p_nonce, p_setting, p_state_before, p_display, p_key)
  RETURNING id INTO v_record_id;

  RETURN QUERY SELECT v_record_id::text, (SELECT a.balance::text FROM ledger_accounts a WHERE a.id = p_wallet_id);
END
$$;
