/** The admin module's public use cases: the staff CLI creates the first owner through these. */
export { createStaff, STAFF_PASSWORD_MIN } from './manage-staff.ts';
export { totpCode } from './totp.ts';
