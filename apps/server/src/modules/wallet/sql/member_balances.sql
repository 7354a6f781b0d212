-- Members' wallet balances as other modules may read them (agents' team lists and reports).
-- A plain projection. A wallet's owner is its member (ledger_accounts_wallet_owner), so user_id
-- is read from owner_user_id: a reader's `user_id = $1` reaches ledger_accounts_user_id_key
-- (owner_user_id, user_id) and is a router query on a ledger distributed by owner (0037).
create or replace view member_balances as
select owner_user_id as user_id, balance
from ledger_accounts
where kind = 'user_wallet';
