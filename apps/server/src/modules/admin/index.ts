/**
 * The admin module's public face. It owns staff accounts, staff sessions and TOTP, roles,
 * the audit log, four-eyes balance adjustments and the dashboard. Domain modules register
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
