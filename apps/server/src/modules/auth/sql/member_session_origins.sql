-- Where members' sessions came from, as other modules may read them (the risk module's shared
-- device / IP rules and a member file's linked accounts): whose session, from which address and
-- User-Agent, and when it began and was last seen. No token hash or revoke reason. A plain
-- projection, so the planner reads `sessions` and its user_id index directly.
create or replace view member_session_origins as
select user_id, ip, user_agent, created_at, last_seen_at
from sessions;
