-- games: each machine as the floor, the seats and the console see it: the machine's static row
-- (model, setting, status), its claim (machine_claims: occupant or held-for, the last seat's
-- figures; none for a machine nobody ever sat at) and the seat row of the member who holds it,
-- the occupant or the member whose feature it waits for (docs/scale.md §6). The round writes only
-- that seat row, so the seat's times, the feature state and the rounds since bonus come from it
-- while it exists, and from the copies the claim keeps from the last seat otherwise.
-- held_for_user_id is the member whose feature is open on the machine: the one who left it (the
-- claim), or the occupant while their seat row has a state. At most one claim column is set
-- (machine_claims_one_claim), so the join finds at most one seat row.
-- History: migration 0035 (player_seats), 0036 (the claim out of machines).
create or replace view machine_floor as
select m.id, m.model_code, m.setting, m.status, c.occupant_user_id,
       coalesce(c.held_for_user_id, case when p.state is not null then p.user_id end) as held_for_user_id,
       p.state, p.seated_at,
       coalesce(p.last_played_at, c.last_played_at) as last_played_at,
       coalesce(p.rounds_since_bonus, c.rounds_since_bonus, 0) as rounds_since_bonus,
       case when p.state is not null then p.held_until end as held_until,
       m.created_at
from machines m
left join machine_claims c on c.machine_id = m.id
left join player_seats p on p.machine_id = m.id and p.user_id = coalesce(c.occupant_user_id, c.held_for_user_id);
