-- The members as other modules may read them: who they are, the agent code they own, the
-- agent they registered under (agents' teams hang off parent_user_id) and the campaign sub-ID
-- of the referral link they came from. No secrets (password hashes, identity numbers, names,
-- phone). A plain projection, so the planner reads `users` and its indexes (parent_user_id,
-- lower(username), upper(agent_code)) directly.
create or replace view user_directory as
select id, username, nickname, email, agent_code, parent_user_id, created_at, last_login_at, referral_campaign
from users;
