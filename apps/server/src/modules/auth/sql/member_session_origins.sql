-- Where members' sessions came from, as other modules may read them (the risk module's shared
-- device / IP rules and a member file's linked accounts): whose session, from which address,
-- User-Agent and browser device id (migration 0042), and when it began and was last seen. No token
-- hash or revoke reason. A plain projection, so the planner reads `sessions` and its user_id index
-- directly. (A new column goes last: replacing a view may add columns at its end only.)
create or replace view member_session_origins as
select user_id, ip, user_agent, created_at, last_seen_at, device_id
from sessions;
