-- Members' deposit orders as other modules may read them (agents' team lists and reports): the
-- order, whose it is, what it is worth and where it stands. No payer names, idempotency keys or
-- failure details. A plain projection, so the planner reads deposit_orders and its indexes.
create or replace view member_deposit_orders as
select id, order_sn, user_id, channel, currency, amount, coins, status, created_at, paid_at
from deposit_orders;
