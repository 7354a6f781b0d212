-- Coins a member's wallet paid into a system account (`target` is its code, e.g.
-- 'withdrawal_holds' for a withdrawal or refund request, 'game_bank' for bets): the KYC module's
-- withdrawal turnover reads when the member last withdrew. The mirror of member_system_credits.
-- user_id is the wallet's owner (its member): readers' `user_id = $1` uses the wallet's key (0037).
create or replace view member_system_debits as
select a.owner_user_id as user_id, s.code as target, x.amount, x.created_at
from ledger_transfers x
join ledger_accounts a on a.id = x.debit_account_id and a.kind = 'user_wallet'
join ledger_accounts s on s.id = x.credit_account_id and s.kind = 'system';
