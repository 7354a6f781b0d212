/**
 * Where every table would live on a distributed PostgreSQL (Citus), by player: the machine-readable
 * form of docs/scale.md §3. `distribution.test.ts` checks the migrated schema against it with the
 * rules Citus enforces when a table is distributed, so a new table or key that would keep the hall
 * from being split by player fails a test here, long before anyone runs Citus.
 *
 * - `distributed`: split by hash of `column`. Tables in one `colocation` group keep equal keys on
 *   the same node; the `user` group is every table keyed by a member's id, so a transaction about
 *   one member runs on one node. Every PRIMARY KEY and UNIQUE index must contain the column.
 * - `reference`: small, rarely written, copied to every node (each write is a commit on all nodes).
 * - `local`: lives on the coordinator only (operators' tables, job state, queues).
 */
export type TableDistribution =
  { kind: 'distributed'; column: string; colocation: string } | { kind: 'reference' } | { kind: 'local' };

/** The colocation group of every table keyed by a member's id (`users.id`, a bigint). */
export const MEMBER_GROUP = 'user';

const byMember = (column: string): TableDistribution => ({ kind: 'distributed', column, colocation: MEMBER_GROUP });
/** Distributed by a key of its own, looked up by that key alone (a token hash, a code, an address). */
const byOwnKey = (column: string, colocation: string): TableDistribution => ({ kind: 'distributed', column, colocation });
const reference: TableDistribution = { kind: 'reference' };
const local: TableDistribution = { kind: 'local' };

export const TABLE_DISTRIBUTION: Readonly<Record<string, TableDistribution>> = {
  // users
  users: byMember('id'),
  // The global uniqueness of usernames, e-mails and agent codes (migration 0039): each lookup table
  // is keyed by the value it guards, so a sign-in or a referral code finds its member's id with one
  // router query. Written in the member's transaction (a multi-shard commit, once per sign-up).
  username_keys: byOwnKey('username_lower', 'username_keys'),
  email_keys: byOwnKey('email_lower', 'email_keys'),
  agent_code_keys: byOwnKey('agent_code_upper', 'agent_code_keys'),
  sessions: byOwnKey('token_hash', 'sessions'),
  user_identities: byOwnKey('subject', 'user_identities'),
  kyc_submissions: byMember('user_id'),
  member_notes: byMember('user_id'),
  member_flags: byMember('user_id'),
  // auth: short-lived rows found by their own key before any member is known
  captchas: byOwnKey('id', 'captchas'),
  email_codes: local,
  oauth_states: byOwnKey('state', 'oauth_states'),
  attempt_budgets: byOwnKey('target', 'attempt_budgets'),
  sign_in_codes: byOwnKey('code_hash', 'sign_in_codes'),
  // mail: a queue the worker polls with SKIP LOCKED
  mail_outbox: local,
  // wallet
  ledger_accounts: byMember('owner_user_id'),
  ledger_transfers: byMember('owner_user_id'),
  // payments
  deposit_orders: byMember('user_id'),
  withdrawal_orders: byMember('user_id'),
  webhook_events: byMember('user_id'),
  // order number → member, for the lookups that know only the number (webhooks, the console)
  order_routes: byOwnKey('order_sn', 'order_routes'),
  sandbox_webhook_deliveries: byOwnKey('order_sn', 'sandbox_webhook_deliveries'),
  // bank cards
  bank_cards: byMember('user_id'),
  // games
  // The static part (model, setting, status): written by operators, read by every round.
  machines: reference,
  // Who sits at a machine or whose feature it waits for: written by sit, leave, lapse and the
  // feature settlement only (with the seat rows of the members they change), never by a round.
  machine_claims: byOwnKey('machine_id', 'machine_claims'),
  player_seats: byMember('user_id'),
  machine_days: local,
  machine_bonuses: local,
  hall_rollup_state: local,
  fair_seeds: byMember('user_id'),
  game_records: byMember('user_id'),
  game_favorites: byMember('user_id'),
  machine_setting_days: reference,
  // one sealed root a day, joined by every round's commit (issue 26 §4): copied to every node like the boards
  fair_day_roots: reference,
  // content and letters
  content_items: reference,
  letters: byMember('user_id'),
  broadcast_letters: reference,
  letter_states: byMember('user_id'),
  // agents
  agents: reference,
  agent_tree: reference,
  agent_applications: byMember('user_id'),
  agent_transfers: byMember('agent_user_id'),
  member_game_days: byMember('user_id'),
  agent_parent_days: byMember('parent_user_id'),
  agent_job_state: local,
  agent_takeback_requests: byMember('agent_user_id'),
  agent_transfer_flags: byMember('agent_user_id'),
  agent_link_days: byOwnKey('agent_code', 'agent_links'),
  agent_link_visitors: byOwnKey('agent_code', 'agent_links'),
  agent_rebate_settlements: byMember('agent_user_id'),
  // responsible gaming
  responsible_limits: byMember('user_id'),
  responsible_profiles: byMember('user_id'),
  responsible_events: byMember('user_id'),
  // risk
  risk_alerts: byMember('user_id'),
  // crypto
  crypto_deposit_addresses: byMember('user_id'),
  // (family, address) → member, for the chain watcher
  crypto_address_routes: byOwnKey('address', 'crypto_address_routes'),
  crypto_deposits: byMember('user_id'),
  crypto_withdrawals: byMember('user_id'),
  // staff and the back office
  staff_users: local,
  staff_sessions: local,
  audit_log: local,
  balance_adjustments: byMember('user_id'),
  // a staff member's idempotency key bound to its one adjustment, written beside audit_log
  staff_idempotency_keys: local,
  // every money path's requests (money controls): the staff member's rolling cap reads across members
  money_approvals: local,
  // the import of the old platform: each account moves once
  legacy_accounts: local,
  legacy_flows: local,
  // platform
  app_meta: reference,
  instance_secrets: reference,
  blobs: byOwnKey('key', 'blobs'),
};

/**
 * The statements an operator runs on a Citus coordinator, after the migrations, to distribute the
 * hall (docs/scale.md §1): reference tables first, then the member group anchored on `users`, then
 * the tables with keys of their own. Local tables stay where they are.
 */
export function citusDistributionStatements(map: Readonly<Record<string, TableDistribution>> = TABLE_DISTRIBUTION): string[] {
  const entries = Object.entries(map).sort(([a], [b]) => a.localeCompare(b));
  const statements: string[] = [];
  for (const [table, d] of entries) if (d.kind === 'reference') statements.push(`select create_reference_table('${table}');`);
  const anchors = new Map<string, string>();
  const distributed = entries.filter(([, d]) => d.kind === 'distributed') as [
    string,
    Extract<TableDistribution, { kind: 'distributed' }>,
  ][];
  // The member group's anchor is `users`, whatever the alphabet says.
  distributed.sort(([a], [b]) => Number(b === 'users') - Number(a === 'users'));
  for (const [table, d] of distributed) {
    const anchor = anchors.get(d.colocation);
    statements.push(
      anchor
        ? `select create_distributed_table('${table}', '${d.column}', colocate_with => '${anchor}');`
        : `select create_distributed_table('${table}', '${d.column}');`,
    );
    if (!anchor) anchors.set(d.colocation, table);
  }
  return statements;
}
