-- games: the chain of sealed day boards (fair_day_roots, docs/fairness.md) is append-only, and a
-- sealed day's board is frozen: the database itself refuses to change or remove a root, and
-- refuses any write to machine_setting_days for a day that has its root (a setting, salt or
-- commitment rewritten in the middle of a day, or a machine slipped onto a day's board after it
-- was sealed). Someone who turns these triggers off with database access is still caught: the
-- roots are published before their day and copied by outsiders, every round carries the root
-- and commitment it was played on, and `npm run fair:audit` recomputes the chain.
-- History: migration 0043 (fair_day_roots).
CREATE OR REPLACE FUNCTION fair_day_roots_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'fair_day_roots is append-only';
END;
$$;

CREATE OR REPLACE TRIGGER fair_day_roots_no_update_delete BEFORE UPDATE OR DELETE ON "fair_day_roots" FOR EACH ROW EXECUTE FUNCTION fair_day_roots_append_only();

CREATE OR REPLACE TRIGGER fair_day_roots_no_truncate BEFORE TRUNCATE ON "fair_day_roots" FOR EACH STATEMENT EXECUTE FUNCTION fair_day_roots_append_only();

CREATE OR REPLACE FUNCTION machine_setting_days_sealed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP <> 'INSERT' AND EXISTS (SELECT 1 FROM fair_day_roots r WHERE r.day = OLD.day))
     OR (TG_OP <> 'DELETE' AND EXISTS (SELECT 1 FROM fair_day_roots r WHERE r.day = NEW.day)) THEN
    RAISE EXCEPTION 'machine_setting_days: the day''s board is sealed' USING ERRCODE = 'AH009';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;

CREATE OR REPLACE TRIGGER machine_setting_days_sealed BEFORE INSERT OR UPDATE OR DELETE ON "machine_setting_days" FOR EACH ROW EXECUTE FUNCTION machine_setting_days_sealed();
