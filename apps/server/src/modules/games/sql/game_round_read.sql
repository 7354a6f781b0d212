-- games: everything a round is computed from, read without locks: the member's machine, their
-- active seed pair, and an earlier round with the same idempotency key. History: migration 0009.
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
