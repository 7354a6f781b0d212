-- games: each machine as the floor, the seats and the console see it: the machine's row (model,
-- setting, status and its claim) with the seat row of the member who holds it, the occupant or
-- the member whose feature it waits for (docs/scale.md §6). The round writes only that seat row,
-- so the seat's times, the feature state and the rounds since bonus come from it while it
-- exists, and from the copies the machine keeps from its last seat otherwise.
-- held_for_user_id is the member whose feature is open on the machine: the one who left it (the
-- claim), or the occupant while their seat row has a state. At most one claim column is set
-- (machines_one_claim), so the join finds at most one seat row.
create or replace view machine_floor as
select m.id, m.model_code, m.setting, m.status, m.occupant_user_id,
       coalesce(m.held_for_user_id, case when p.state is not null then p.user_id end) as held_for_user_id,
       p.state, p.seated_at,
       coalesce(p.last_played_at, m.last_played_at) as last_played_at,
       coalesce(p.rounds_since_bonus, m.rounds_since_bonus) as rounds_since_bonus,
       case when p.state is not null then p.held_until end as held_until,
       m.created_at
from machines m
left join player_seats p on p.machine_id = m.id and p.user_id = coalesce(m.occupant_user_id, m.held_for_user_id);
