-- ledger_transfer_many, planned for what it is: at most a few legs and accounts. The legs come
-- from a JSON parameter that PostgreSQL estimates at 100 rows, so the cached plan of 0009
-- hash-joined the whole ledger_accounts table on every move (a regression the ledger benchmark
-- showed). Here every account is reached by an index probe (`id = ANY(array)`), whatever the
-- estimate.
CREATE OR REPLACE FUNCTION ledger_transfer_many(p_legs jsonb)
RETURNS TABLE (out_recorded int, out_accounts int, out_moved int)
LANGUAGE plpgsql AS $$
DECLARE
  v_recorded int;
  v_ids bigint[];
  v_deltas bigint[];
  v_debits bigint[];
  v_moved int;
BEGIN
  WITH recorded AS (
    INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, reason, ref)
    SELECT l.id, l.debit_account_id, l.credit_account_id, l.amount, l.reason, l.ref
    FROM jsonb_to_recordset(p_legs)
      AS l(id text, debit_account_id bigint, credit_account_id bigint, amount bigint, reason text, ref text)
    ON CONFLICT (id) DO NOTHING
    RETURNING ledger_transfers.debit_account_id, ledger_transfers.credit_account_id, ledger_transfers.amount
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
         array_agg(c.account_id ORDER BY c.account_id),
         array_agg(c.delta ORDER BY c.account_id),
         array_agg(c.debits ORDER BY c.account_id)
  INTO v_recorded, v_ids, v_deltas, v_debits
  FROM changes c;

  IF v_recorded = 0 OR v_ids IS NULL THEN
    RETURN QUERY SELECT 0, 0, 0;
    RETURN;
  END IF;

  -- Row locks in id order: two moves between the same accounts never wait on each other in a cycle.
  PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY (v_ids) ORDER BY a.id FOR UPDATE;

  UPDATE ledger_accounts a
  SET balance = a.balance + m.delta
  FROM unnest(v_ids, v_deltas, v_debits) AS m(id, delta, debits)
  WHERE a.id = ANY (v_ids) AND a.id = m.id
    AND (a.kind = 'system' OR a.balance >= m.debits);
  GET DIAGNOSTICS v_moved = ROW_COUNT;

  RETURN QUERY SELECT v_recorded, coalesce(array_length(v_ids, 1), 0), v_moved;
END
$$;
