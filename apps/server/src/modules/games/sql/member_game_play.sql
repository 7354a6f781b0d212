-- Members' rounds as other modules may read them for figures (agents' rollups and reports):
-- who played, when, the bet and the win. A plain projection, so the planner reads game_records
-- and its indexes ((user_id, created_at), created_at) directly.
create or replace view member_game_play as
select id, user_id, bet, win, created_at
from game_records;
