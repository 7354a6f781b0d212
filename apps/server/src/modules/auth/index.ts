/** The auth module's public use cases, for other modules. */
export { createSession, authenticateToken, revokeAllSessions, hashToken } from './sessions.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { verifyPaymentPassword } from './set-payment-password.ts';
