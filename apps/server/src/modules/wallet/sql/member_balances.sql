-- Members' wallet balances as other modules may read them (agents' team lists and reports).
-- A plain projection, so the planner uses ledger_accounts_user_id_key directly.
create or replace view member_balances as
select user_id, balance
from ledger_accounts
where kind = 'user_wallet';
