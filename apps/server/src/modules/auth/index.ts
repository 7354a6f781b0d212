/** The auth module's public use cases, for other modules. */
export {
  createSession,
  checkSession,
  revokeAllSessions,
  SESSIONS_PER_READ,
  hashToken,
  memberSessionPolicy,
  tokenHashOf,
  tokenOf,
  touchSession,
  type SessionPolicy,
} from './sessions.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { verifyPaymentPassword } from './set-payment-password.ts';
export {
  BUDGETS,
  clearBudget,
  guardSecret,
  lockedUntil,
  spendAttempt,
  type BudgetRefusal,
  type BudgetScope,
  type BudgetTarget,
} from './attempt-budget.ts';
export { assertAcceptablePassword } from './passwords.ts';
export { consumeCaptcha } from './captcha/consume-captcha.ts';
export { memberAuthenticator } from './member-authenticator.ts';
export { memberSessionOrigins, memberSessions } from './views.ts';
export { countUnrevokedSessions, recentSessionsOf, type MemberSessionRow } from './member-sessions.ts';
