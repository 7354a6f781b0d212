-- games: the hall's counters per machine and Tokyo day (the data board, "popular games"), exact
-- at every moment: the rollup machine_days (the records created before the watermark in
-- hall_rollup_state, added by ../rollup-hall-figures.ts) plus the records after the watermark,
-- read from game_records by created_at. No round writes a counter (docs/scale.md). A machine and
-- day may have a row in each part: readers sum by machine and day. The day is the Tokyo date of
-- the record's time (Tokyo keeps +09:00 all year).
create or replace view hall_machine_days as
select machine_id, day, model_code, plays, rounds, bonuses, bet, win
from machine_days
union all
select r.machine_id, ((r.created_at at time zone 'UTC') + interval '9 hours')::date as day, min(r.model_code),
       count(*)::int, sum(r.spins)::int, sum(cardinality(r.bonuses))::int, sum(r.bet)::bigint, sum(r.win)::bigint
from game_records r
where r.created_at >= coalesce((select s.until from hall_rollup_state s where s.name = 'machine_days'), '-infinity')
group by 1, 2;
