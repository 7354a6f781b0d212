-- Members' crypto money in coins as other modules may read it (the risk module's money rules):
-- credited chain deposits, at the time they were credited, and crypto withdrawal requests, at the
-- time they were requested and whatever became of them. `coins` is what the wallet was credited
-- or held (a withdrawal's amount and fee at its rate). No addresses, txids, coin amounts, rates,
-- idempotency keys or failure details; confirming, held and returned deposits credited nothing
-- and are left out. Keyed by member (user_id), as the tables are; plain projections, so a
-- reader's `user_id = $1` reaches each table's (user_id, …) indexes.
create or replace view member_crypto_orders as
select user_id, 'deposit'::text as kind, order_sn, coin, coins, status, credited_at as at
from crypto_deposits
where status = 'credited' and coins is not null and credited_at is not null
union all
select user_id, 'withdrawal'::text as kind, order_sn, coin, coins, status, created_at as at
from crypto_withdrawals;
