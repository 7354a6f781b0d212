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
  // 500 / 503
  INTERNAL: 500,
  MAINTENANCE: 503,
  NOT_YET_AVAILABLE: 503,
} as const satisfies Record<string, ResultCode>;
export type ErrorReason = keyof typeof ERROR_REASONS;

export function codeOfReason(reason: ErrorReason): ResultCode {
  return ERROR_REASONS[reason];
}
