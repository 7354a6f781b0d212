-- Members' sessions as other modules may read them: whose session a token hash is and whether it
-- is still alive (the users module's profile read checks the session and reads the profile in one
-- statement, docs/decisions/0013). No address, user agent or revoke reason. A plain projection,
-- so the planner reads `sessions` by its primary key (token_hash) directly.
create or replace view member_sessions as
select token_hash, user_id, revoked_at, expires_at, last_seen_at
from sessions;
