-- games: each bonus a machine gave (the "recent bonus history" board), exact at every moment:
-- the rollup machine_bonuses (bonuses of the records created before the watermark in
-- hall_rollup_state, ../rollup-hall-figures.ts) plus the bonuses of the records after it, from
-- game_records. Newest first is `order by created_at desc, seq desc`: the rollup's ids follow
-- the records' order, and within one play call a later bonus has the higher ordinal. The first
-- bonus of a call waited for the machine's rounds before it and the call's own rounds; later
-- ones in the same call none.
create or replace view hall_machine_bonuses as
select b.machine_id, b.kind, b.payout, b.rounds_before, b.created_at, b.id as seq
from machine_bonuses b
union all
select r.machine_id, x.kind, x.payout, case when x.ord = 1 then r.rounds_before + r.spins else 0 end, r.created_at, x.ord
from game_records r
cross join lateral unnest(r.bonuses, r.bonus_payouts) with ordinality as x(kind, payout, ord)
where r.created_at >= coalesce((select s.until from hall_rollup_state s where s.name = 'machine_days'), '-infinity')
  and cardinality(r.bonuses) > 0;
