/**
 * The admin module's public face. It owns staff accounts, staff sessions and TOTP, roles,
 * the audit log, the money controls (money-approvals.ts: every path that creates, releases or
 * redirects coins asks `gateMoney`, and registers its `MoneyPathHandler` for the one approval
 * queue), four-eyes balance adjustments and the dashboard. Domain modules register
 * their own operator calls (`modules/<domain>/staff-routes.ts`) with `registerAdminCall`,
 * guard raw routes with `staffGuard`, and write an audit row with `recordAudit` inside the
 * transaction of the write it describes.
 */
export { createStaff, STAFF_PASSWORD_MIN } from './manage-staff.ts';
export { totpCode } from './totp.ts';
export { actorOf, registerAdminCall, staffGuard, type AdminCallContext } from './register-admin-call.ts';
export { STAFF_COOKIE } from './staff-sessions.ts';
export { recordAudit, escapeLike, latestAuditPerTarget, type AuditInput, type LatestAuditRow } from './audit.ts';
export { offsetOf, pageOf, iso, type Actor, type PageInput } from './paging.ts';
export {
  gateMoney,
  decideMoneyApproval,
  registerMoneyPath,
  pendingMoneyApproval,
  MONEY_WINDOW_MS,
  type MoneyGateResult,
  type MoneyItem,
  type MoneyLimit,
  type MoneyPathHandler,
  type MoneyDecisionContext,
} from './money-approvals.ts';
