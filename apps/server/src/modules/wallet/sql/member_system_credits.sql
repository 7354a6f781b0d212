-- Coins a system account paid into a member's wallet (`source` is the system account's code,
-- e.g. 'promotions' for gifts): agents' team reports add them up over a range.
-- user_id is the wallet's owner (its member): readers' `user_id = $1` uses the wallet's key (0037).
create or replace view member_system_credits as
select a.owner_user_id as user_id, s.code as source, x.amount, x.created_at
from ledger_transfers x
join ledger_accounts s on s.id = x.debit_account_id and s.kind = 'system'
join ledger_accounts a on a.id = x.credit_account_id and a.kind = 'user_wallet';
