-- Money entering and leaving the hall, one row per ledger transfer: the one definition behind
-- every deposit and withdrawal figure (the console dashboard, the agents' team reports and funnel;
-- issue 26, where the dashboard counted bank orders only and showed 20,000 of 50,000 credited).
--   deposit:    deposits_clearing → the member's wallet. Every channel credits this way — a PSP
--               or manual bank deposit (reason 'deposit') and a chain deposit ('crypto_deposit') —
--               so a new channel is counted without anyone changing a report. A deposit refunded
--               later stays a deposit (the refund is its own movement, not a withdrawal).
--   withdrawal: withdrawal_holds → deposits_clearing when a bank or chain withdrawal is paid out
--               ('withdrawal_paid', 'crypto_withdrawal_paid'); the same move of a deposit refund
--               ('refund_paid') is not a withdrawal.
-- Amounts are coins. user_id is the member (the wallet's owner; for a withdrawal, the owner of the
-- member's own withdrawal_holds row, migration 0030).
create or replace view member_money_flows as
select a.owner_user_id as user_id, 'deposit'::text as kind, x.reason, x.amount, x.created_at
from ledger_transfers x
join ledger_accounts s on s.id = x.debit_account_id and s.kind = 'system' and s.code = 'deposits_clearing'
join ledger_accounts a on a.id = x.credit_account_id and a.kind = 'user_wallet'
union all
select h.owner_user_id, 'withdrawal'::text, x.reason, x.amount, x.created_at
from ledger_transfers x
join ledger_accounts h on h.id = x.debit_account_id and h.kind = 'system' and h.code = 'withdrawal_holds'
join ledger_accounts c on c.id = x.credit_account_id and c.kind = 'system' and c.code = 'deposits_clearing'
where x.reason in ('withdrawal_paid', 'crypto_withdrawal_paid');
