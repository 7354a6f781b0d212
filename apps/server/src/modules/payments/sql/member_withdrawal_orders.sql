-- Members' withdrawal orders as other modules may read them (agents' team lists and reports).
-- No bank card, idempotency key or failure details. A plain projection, so the planner reads
-- withdrawal_orders and its indexes.
create or replace view member_withdrawal_orders as
select id, order_sn, user_id, amount, fee, status, created_at, completed_at
from withdrawal_orders;
