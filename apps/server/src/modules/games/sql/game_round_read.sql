-- games: everything a round is computed from, read without locks: the machine's model, setting
-- and status, the member's own seat row there (seat, feature state, rounds since bonus: the round
-- reads no seat or feature column of the machine row, docs/scale.md §6), their active seed pair,
-- and an earlier round with the same idempotency key. The member is the occupant exactly when
-- their seat row is seated; a member with no seat row here is refused the round, so nothing of
-- the machine's claim (machine_claims) is read. History: migrations 0009, 0035 (player_seats),
-- 0036 (the claim out of machines).
CREATE OR REPLACE FUNCTION game_round_read(p_user_id bigint, p_machine_id int, p_key text)
RETURNS TABLE (
  machine_id int, model_code text, setting smallint, state jsonb, status text, occupant_user_id text,
  rounds_since_bonus int, seed_id text, server_seed text, server_seed_hash text, client_seed text, nonce int,
  previous_id text
)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  SELECT m.id, m.model_code, m.setting, p.state, m.status,
         CASE WHEN p.seated_at IS NOT NULL THEN p.user_id::text END,
         coalesce(p.rounds_since_bonus, 0),
         s.id::text, s.server_seed, s.server_seed_hash, s.client_seed, s.nonce,
         (SELECT r.id::text FROM game_records r WHERE r.user_id = p_user_id AND r.idempotency_key = p_key)
  FROM machines m
  LEFT JOIN player_seats p ON p.user_id = p_user_id AND p.machine_id = m.id
  LEFT JOIN fair_seeds s ON s.user_id = p_user_id AND s.active
  WHERE m.id = p_machine_id;
END
$$;
