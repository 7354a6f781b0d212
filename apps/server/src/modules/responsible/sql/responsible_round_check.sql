-- responsible: the controls a game round passes inside its commit (docs/decisions/0007), called
-- by game_round_commit (modules/games/sql) before anything of the round is written; a refusal
-- raises, which undoes the whole round.
--   AH004: a cool-off or self-exclusion is in force
--   AH005: a reality check is due (the member confirms it first)
--   AH006: the bet could take the member's net losses past a loss limit
-- p_new_stake is false for a round that continues an open feature: it is the feature's own, not a
-- new stake, and is never refused (docs/decisions/0006); it still counts as play for the session.
--
-- The clock is the caller's: p_now is the `now` the TypeScript use case was given (the same clock
-- ../status.ts and ../reality-check.ts use), never the database's now(). p_session_gap is how long
-- without a round ends a play session; its one source is PLAY_SESSION_GAP_MS in
-- ../reality-check.ts, which the round's caller passes in (nothing here repeats the number).
--
-- What is in force is read the way ../status.ts reads it: a limit's pending value from its
-- pending_from on; the loss over a period is the net of the member's rounds since its start.
CREATE OR REPLACE FUNCTION responsible_round_check(
  p_user_id bigint, p_bet bigint, p_new_stake boolean, p_now timestamptz, p_session_gap interval
)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_profile responsible_profiles%ROWTYPE;
  v_limit record;
  v_lost bigint;
BEGIN
  SELECT * INTO v_profile FROM responsible_profiles p WHERE p.user_id = p_user_id;
  IF FOUND THEN
    IF p_new_stake AND v_profile.block_kind IS NOT NULL
       AND (v_profile.block_until IS NULL OR v_profile.block_until > p_now) THEN
      RAISE EXCEPTION 'blocked' USING ERRCODE = 'AH004';
    END IF;
    IF v_profile.reality_check_minutes IS NOT NULL THEN
      IF v_profile.last_round_at IS NULL OR v_profile.last_round_at < p_now - p_session_gap THEN
        -- A new play session: its reality-check period starts now.
        v_profile.session_started_at := p_now;
        v_profile.reality_check_ack_at := p_now;
      ELSIF p_new_stake
            AND v_profile.reality_check_ack_at + make_interval(mins => v_profile.reality_check_minutes) <= p_now THEN
        RAISE EXCEPTION 'reality check due' USING ERRCODE = 'AH005';
      END IF;
      UPDATE responsible_profiles p
      SET session_started_at = v_profile.session_started_at, reality_check_ack_at = v_profile.reality_check_ack_at,
          last_round_at = p_now
      WHERE p.user_id = p_user_id;
    END IF;
  END IF;
  IF p_new_stake THEN
    FOR v_limit IN
      SELECT l.period, CASE WHEN l.pending_from IS NOT NULL AND l.pending_from <= p_now THEN l.pending_amount ELSE l.amount END AS allowed
      FROM responsible_limits l WHERE l.user_id = p_user_id AND l.kind = 'loss'
    LOOP
      CONTINUE WHEN v_limit.allowed IS NULL;
      SELECT coalesce(sum(r.bet - r.win), 0) INTO v_lost
      FROM game_records r
      WHERE r.user_id = p_user_id
        AND r.created_at > p_now - CASE v_limit.period WHEN 'day' THEN interval '24 hours' WHEN 'week' THEN interval '7 days' ELSE interval '1 month' END;
      IF greatest(v_lost, 0) + p_bet > v_limit.allowed THEN
        RAISE EXCEPTION 'loss limit' USING ERRCODE = 'AH006';
      END IF;
    END LOOP;
  END IF;
END
$$;
