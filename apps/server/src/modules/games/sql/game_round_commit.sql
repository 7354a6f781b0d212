-- games: commits a computed round as one statement (so one transaction, with no BEGIN/COMMIT
-- round trips): the nonce, the member's seat row and the machine's setting must be exactly as the
-- round was computed from (optimistic check; the caller reads again and retries), then the bet and
-- win move through the ledger (ledger_transfer_many, modules/wallet/sql), and the record is written.
-- Any refusal raises, which undoes the whole statement. Callers: ../play-round.ts and
-- ../settle-held-feature.ts.
-- Rows it writes (docs/scale.md §4.1): only the player's: their seed pair, their seat row
-- (player_seats: seat, feature state, rounds since bonus), wallet, own game-bank row, transfers and
-- record. The machine row (static: model, setting, status) is read, never written, and its claim
-- (machine_claims: occupant, held-for) is neither read nor written: it changes only when a seat is
-- taken, left or lapses and when a held feature is settled (../seats.ts, ../settle-held-feature.ts). The hall's day counters and bonus history are a rollup
-- of game_records (../rollup-hall-figures.ts, views hall_machine_days and hall_machine_bonuses), so
-- the record carries what the bonus history needs (each bonus's payout, the rounds before).
-- A new stake is refused first by the responsible-gaming controls (docs/decisions/0007), which
-- the responsible module owns: responsible_round_check (modules/responsible/sql), given the
-- caller's clock (p_now) and play-session gap (p_session_gap). The seat's times
-- (last_played_at, held_until) stay on the database clock: the settlement job compares
-- held_until with now().
-- A round that continues an open feature (its state before is not null) is the feature's own,
-- not a new stake (docs/decisions/0006):
--   - it is never refused by a block, a due reality check or a loss limit (they apply to new stakes);
--   - its legs are the round's net (the stake is paid from what the round wins), and a wallet
--     that cannot cover a net stake pays what it holds, so a short balance never strands it;
--   - it may be played for an owner who is no longer seated, by the server's settlement
--     (p_settling: their seat row is not seated), and on a machine taken out of service meanwhile.
-- The feature is the seat row's state, so it is its player's: the round that leaves a state holds
-- it for them until p_hold_seconds after their last round (held_until); the round that ends the
-- feature clears both. Leaving with it open puts the hold on the machine's claim (../seats.ts).
--   AH001: the nonce, the seat, its state or the machine's setting changed since the read
--   AH002: a transfer id was used before (a replayed request)
--   AH003: the wallet cannot cover the bet
--   AH004: a cool-off or self-exclusion is in force
--   AH005: a reality check is due (the member confirms it first)
--   AH006: the bet could take the member's net losses past a loss limit
--   AH008: the machine's setting is not the one committed for the round's business day, or that
--          day's board is not sealed (fair_day_roots), or the machine is not on it
--   (AH007 from ledger_transfer_many: a leg named an account under another owner, a bug)
-- The wallet (p_wallet_id) is the member's own: it is read by its key (p_user_id, p_wallet_id).
-- History: migrations 0009 (first version), 0011 (responsible gaming), 0023 (feature owner);
-- then this file (p_now and p_session_gap for responsible_round_check; no day counters or bonus
-- rows, no p_day: migration 0030; the seat row instead of the machine row: migration 0035; the
-- claim out of machines: migration 0036; the wallet read by its key, owner and id; the setting checked against the day's commitment;
-- the commitment checked to be on the day's sealed board, and the record carrying it and the day's
-- chained root (migration 0043: fair_day_roots, game_records.setting_commitment and day_root,
-- answered as setting_day, setting_commitment and day_root).
-- requires: responsible/responsible_round_check
-- requires: wallet/ledger_transfer_many

-- The signature of migration 0023 (without p_now and p_session_gap).
DROP FUNCTION IF EXISTS game_round_commit(bigint, int, text, smallint, bigint, int, jsonb, jsonb, bigint, bigint, int, text[], bigint[], jsonb, text, int, date, jsonb, bigint, int, boolean);
-- The signature with p_day (before migration 0030).
DROP FUNCTION IF EXISTS game_round_commit(bigint, int, text, smallint, bigint, int, jsonb, jsonb, bigint, bigint, int, text[], bigint[], jsonb, text, int, date, jsonb, bigint, int, boolean, timestamptz, interval);

-- The signature of migrations 0036–0042 answered (record_id, balance) only: a result type cannot be
-- replaced, so that version is dropped once (nothing else depends on it).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'game_round_commit'
             AND pg_get_function_result(oid) NOT LIKE '%day_root%') THEN
    DROP FUNCTION game_round_commit(bigint, int, text, smallint, bigint, int, jsonb, jsonb, bigint, bigint, int, text[], bigint[], jsonb, text, int, jsonb, bigint, int, boolean, timestamptz, interval);
  END IF;
END
$$;

CREATE OR REPLACE FUNCTION game_round_commit(
  p_user_id bigint, p_machine_id int, p_model_code text, p_setting smallint, p_seed_id bigint, p_nonce int,
  p_state_before jsonb, p_state_after jsonb, p_bet bigint, p_win bigint, p_spins int, p_bonuses text[],
  p_bonus_payouts bigint[], p_display jsonb, p_key text, p_rounds_before int, p_legs jsonb,
  p_wallet_id bigint, p_hold_seconds int, p_settling boolean, p_now timestamptz, p_session_gap interval
)
RETURNS TABLE (record_id text, balance text, setting_day text, setting_commitment text, day_root text)
LANGUAGE plpgsql AS $$
DECLARE
  v_feature boolean := p_state_before IS NOT NULL;
  v_legs jsonb := p_legs;
  v_wallet_balance bigint;
  v_moves record;
  v_record_id bigint;
  v_bonus_count int := coalesce(array_length(p_bonuses, 1), 0);
  v_day date;
  v_commitment text;
  v_root text;
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

  -- The machine is only read: the setting the round was computed from, and in service unless the
  -- round continues a feature. No lock: an operator's change that commits meanwhile is met by the
  -- next round (a setting changes at the business day's start, docs/decisions/0006).
  PERFORM 1 FROM machines m
  WHERE m.id = p_machine_id AND m.setting = p_setting AND (m.status = 'active' OR v_feature);
  IF NOT FOUND THEN
    RAISE EXCEPTION 'round conflict: machine' USING ERRCODE = 'AH001';
  END IF;
  -- ...and that setting is the one committed for the round's business day (machine_setting_days,
  -- docs/decisions/0006) on the day's sealed board (fair_day_roots: a sealed day's rows can no
  -- longer be written, sql/fair_day_roots_append_only.sql), so every round's proof can show the
  -- setting it played and the root it was published under: a setting changed behind the
  -- commitment (by hand in the database), or a machine not on the day's board, is never played.
  -- A round read just before Tokyo midnight may commit just after on the day before's setting
  -- (settingProofOf's 60 s grace); the later day is preferred.
  SELECT d.day, d.commitment, r.root INTO v_day, v_commitment, v_root
  FROM machine_setting_days d
  JOIN fair_day_roots r ON r.day = d.day
  WHERE d.machine_id = p_machine_id AND d.setting = p_setting
    AND d.day IN (((p_now AT TIME ZONE 'UTC') + interval '9 hours')::date,
                  (((p_now - interval '60 seconds') AT TIME ZONE 'UTC') + interval '9 hours')::date)
  ORDER BY d.day DESC
  LIMIT 1;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'round refused: setting not committed on the day''s sealed board' USING ERRCODE = 'AH008';
  END IF;

  -- The member's seat row: seated (or, for the settlement, left with the feature held), in the
  -- state the round was computed from. Taking over a lapsed seat deletes it under the same row
  -- lock, so a round and a take-over never both win.
  UPDATE player_seats p
  SET state = p_state_after, last_played_at = now(),
      rounds_since_bonus = CASE WHEN v_bonus_count > 0 THEN 0 ELSE p_rounds_before + p_spins END,
      held_until = CASE
        WHEN p_state_after IS NULL THEN NULL
        WHEN p.seated_at IS NOT NULL THEN now() + make_interval(secs => p_hold_seconds)
        ELSE p.held_until END
  WHERE p.user_id = p_user_id AND p.machine_id = p_machine_id
    AND p.state IS NOT DISTINCT FROM p_state_before AND p.rounds_since_bonus = p_rounds_before
    AND (p.seated_at IS NOT NULL) = NOT p_settling;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'round conflict: seat' USING ERRCODE = 'AH001';
  END IF;

  IF v_feature THEN
    -- The feature's net stake is taken only as far as the wallet holds it: a won feature is never
    -- stranded by a short balance (the leg's amount shrinks; a leg of 0 is dropped).
    SELECT a.balance INTO v_wallet_balance FROM ledger_accounts a WHERE a.owner_user_id = p_user_id AND a.id = p_wallet_id;
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
                            seed_id, nonce, setting, state_before, display, idempotency_key, setting_commitment, day_root)
  VALUES (p_user_id, p_machine_id, p_model_code, p_bet, p_win, p_spins, p_bonuses, p_bonus_payouts, p_rounds_before,
          p_seed_id, p_nonce, p_setting, p_state_before, p_display, p_key, v_commitment, v_root)
  RETURNING id INTO v_record_id;

  RETURN QUERY SELECT v_record_id::text, (SELECT a.balance::text FROM ledger_accounts a
                                        WHERE a.owner_user_id = p_user_id AND a.id = p_wallet_id),
                      v_day::text, v_commitment, v_root;
END
$$;
