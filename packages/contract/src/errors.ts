/**
 * Envelope codes (ARCHITECTURE §4). Every answer is HTTP 200 with `{ code, msg, data }`
 * unless the request never reached a handler; `code` 200 means success.
 */
export const ResultCode = {
  OK: 200,
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  SESSION_ENDED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BUSINESS_RULE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  MAINTENANCE: 503,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/**
 * Machine-readable reasons carried in `data.reason` of every error answer.
 * Each reason has one envelope code and one message key (`errors.<REASON>` in the
 * server's catalogues). Modules add their reasons here so clients can switch on them.
 */
export const ERROR_REASONS = {
  // 400
  INVALID_INPUT: 400,
  MALFORMED_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 400,
  // 401 / 402
  UNAUTHENTICATED: 401,
  SESSION_ENDED: 402,
  // 403
  FORBIDDEN: 403,
  XSRF_MISMATCH: 403,
  // 404
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  // 409
  CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  // 413 is folded into 400: the body is invalid input for the call
  BODY_TOO_LARGE: 400,
  // 422
  BUSINESS_RULE: 422,
  // 429
  RATE_LIMITED: 429,
  // accounts (issue 3)
  WRONG_CAPTCHA: 422,
  CAPTCHA_EXPIRED: 422,
  INVALID_CREDENTIALS: 422,
  LOGIN_THROTTLED: 429,
  ACCOUNT_DISABLED: 403,
  EMAIL_CODE_INVALID: 422,
  EMAIL_CODE_EXPIRED: 422,
  EMAIL_CODE_LOCKED: 429,
  EMAIL_NOT_VERIFIED: 422,
  RESEND_TOO_SOON: 429,
  SEND_LIMIT_REACHED: 429,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  PASSWORD_TOO_COMMON: 400,
  PASSWORD_CONTAINS_USERNAME: 400,
  AGENT_CODE_NOT_FOUND: 400,
  WRONG_PASSWORD: 422,
  WRONG_PAYMENT_PASSWORD: 422,
  LOGIN_PASSWORD_REQUIRED: 400,
  SOCIAL_NOT_CONFIGURED: 422,
  SOCIAL_STATE_INVALID: 422,
  SOCIAL_TOKEN_INVALID: 422,
  SOCIAL_EMAIL_UNVERIFIED: 422,
  KYC_FILE_INVALID: 400,
  KYC_FILE_TOO_LARGE: 400,
  KYC_FILE_MISSING: 400,
  KYC_ALREADY_PENDING: 409,
  KYC_ALREADY_APPROVED: 409,
  ID_NUMBER_LOCKED: 409,
  // 500 / 503
  INTERNAL: 500,
  MAINTENANCE: 503,
  NOT_YET_AVAILABLE: 503,
} as const satisfies Record<string, ResultCode>;
export type ErrorReason = keyof typeof ERROR_REASONS;

export function codeOfReason(reason: ErrorReason): ResultCode {
  return ERROR_REASONS[reason];
}
