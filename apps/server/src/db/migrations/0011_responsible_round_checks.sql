-- The round's commit learns the responsible-gaming controls (docs/decisions/0007): the same
-- function as in 0009, with a cool-off or self-exclusion, a due reality check or a loss limit
-- refusing the round inside the one statement that would have played it.
-- games: commits a computed round as one statement (so one transaction, with no BEGIN/COMMIT
-- round trips): the nonce and the machine must be exactly as the round was computed from
-- (optimistic check; the caller reads again and retries), then the bet and win move through
-- the ledger, and the record, day counters and bonus history are written. Any refusal raises,
-- which undoes the whole statement.
--   AH001: the nonce, the seat or the machine's state changed since the read
--   AH002: a transfer id was used before (a replayed request)
--   AH003: the wallet cannot cover the bet
--   AH004: a cool-off or self-exclusion is in force
--   AH005: a reality check is due (the member confirms it first)
--   AH006: the bet could take the member's net losses past a loss limit
CREATE OR REPLACE FUNCTION game_round_commit(
  p_user_id bigint, p_machine_id int, p_model_code text, p_setting smallint, p_seed_id bigint, p_nonce int,
  p_state_before jsonb, p_state_after jsonb, p_bet bigint, p_win bigint, p_spins int, p_bonuses text[],
  p_bonus_payouts bigint[], p_display jsonb, p_key text, p_rounds_before int, p_day date, p_legs jsonb,
  p_wallet_id bigint
)
RETURNS TABLE (record_id text, balance text)
LANGUAGE plpgsql AS $$
DECLARE
  v_profile responsible_profiles%ROWTYPE;
  v_limit record;
  v_lost bigint;
  v_moves record;
  v_record_id bigint;
  v_bonus_count int := coalesce(array_length(p_bonuses, 1), 0);
BEGIN
  -- Responsible gaming first: these members' rounds are refused before anything is written.
  SELECT * INTO v_profile FROM responsible_profiles p WHERE p.user_id = p_user_id;
  IF FOUND THEN
    IF v_profile.block_kind IS NOT NULL AND (v_profile.block_until IS NULL OR v_profile.block_until > now()) THEN
      RAISE EXCEPTION 'blocked' USING ERRCODE = 'AH004';
    END IF;
    IF v_profile.reality_check_minutes IS NOT NULL THEN
      IF v_profile.last_round_at IS NULL OR v_profile.last_round_at < now() - interval '30 minutes' THEN
        -- A new play session: its reality-check period starts now.
        v_profile.session_started_at := now();
        v_profile.reality_check_ack_at := now();
      ELSIF v_profile.reality_check_ack_at + make_interval(mins => v_profile.reality_check_minutes) <= now() THEN
        RAISE EXCEPTION 'reality check due' USING ERRCODE = 'AH005';
      END IF;
      UPDATE responsible_profiles p
      SET session_started_at = v_profile.session_started_at, reality_check_ack_at = v_profile.reality_check_ack_at,
          last_round_at = now()
      WHERE p.user_id = p_user_id;
    END IF;
  END IF;
  FOR v_limit IN
    SELECT l.period, CASE WHEN l.pending_from IS NOT NULL AND l.pending_from <= now() THEN l.pending_amount ELSE l.amount END AS allowed
    FROM responsible_limits l WHERE l.user_id = p_user_id AND l.kind = 'loss'
  LOOP
    CONTINUE WHEN v_limit.allowed IS NULL;
    SELECT coalesce(sum(r.bet - r.win), 0) INTO v_lost
    FROM game_records r
    WHERE r.user_id = p_user_id
      AND r.created_at > now() - CASE v_limit.period WHEN 'day' THEN interval '24 hours' WHEN 'week' THEN interval '7 days' ELSE interval '1 month' END;
    IF greatest(v_lost, 0) + p_bet > v_limit.allowed THEN
      RAISE EXCEPTION 'loss limit' USING ERRCODE = 'AH006';
    END IF;
  END LOOP;

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
