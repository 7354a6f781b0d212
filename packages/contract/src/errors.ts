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
  // transport (issue 17): the request never properly reached a call; the HTTP status says which
  MALFORMED_URL: 400,
  MALFORMED_REQUEST: 400,
  METHOD_NOT_ALLOWED: 400,
  REQUEST_TIMEOUT: 400,
  HEADERS_TOO_LARGE: 400,
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
  PAYMENT_PASSWORD_LOCKED: 429,
  TOO_MANY_ATTEMPTS: 429,
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
  /** Long enough but guessed by its pattern: few distinct characters, a repeat, a sequence (auth/passwords.ts). */
  PASSWORD_TOO_WEAK: 400,
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
  // image uploads (KYC photos, content images): the header's size is checked before decoding
  IMAGE_TOO_MANY_PIXELS: 422,
  IMAGE_WORK_BUSY: 429,
  // one-time sign-in codes of the `?token=` hand-back (docs/decisions/0016)
  SIGN_IN_CODE_INVALID: 422,
  KYC_ALREADY_PENDING: 409,
  KYC_ALREADY_APPROVED: 409,
  // identity after KYC (issue 17): the legal name and ID number are locked while under review and once verified
  IDENTITY_LOCKED: 409,
  IDENTITY_UNDER_REVIEW: 409,
  // KYC that means something (issue 21): the rules on money (`data.params.action`, `.remaining`) and the review
  KYC_REQUIRED: 422,
  TURNOVER_REQUIRED: 422,
  KYC_PROFILE_INCOMPLETE: 422,
  KYC_CHECKLIST_INCOMPLETE: 422,
  // issue 26: `user/kyc/resubmit` when the operator has not asked for more information
  KYC_NOT_AWAITING_INFO: 409,
  // bank cards (issue 4)
  BANK_CODE_UNKNOWN: 400,
  BANK_BRANCH_CODE_INVALID: 400,
  BANK_ACCOUNT_NUMBER_INVALID: 400,
  JAPAN_POST_NUMBER_INVALID: 400,
  FOREIGN_BRANCH_CODE_INVALID: 400,
  FOREIGN_ACCOUNT_NUMBER_INVALID: 400,
  BANK_HOLDER_KANA_INVALID: 400,
  BANK_CARD_DUPLICATE: 409,
  BANK_CARD_LIMIT_REACHED: 422,
  BANK_HOLDER_NAME_MISMATCH: 422,
  BANK_HOLDER_NAME_NOT_PROFILE: 422,
  BANK_HOLDER_NAME_INVALID: 400,
  CARD_HOLDER_MISMATCH: 422,
  // wallet (issue 4)
  INSUFFICIENT_BALANCE: 422,
  AMOUNT_OUT_OF_RANGE: 422,
  BANK_CARD_REQUIRED: 422,
  PAYMENT_PASSWORD_NOT_SET: 422,
  CHANNEL_NOT_AVAILABLE: 422,
  ORDER_NOT_PENDING: 409,
  // a state transition whose coins were already moved by an earlier step (issue 26 §1): nothing changes
  LEDGER_TRANSFER_REPLAYED: 409,
  WEBHOOK_SIGNATURE_INVALID: 403,
  // game hall (issue 5)
  GAME_NOT_FOUND: 404,
  MACHINE_NOT_FOUND: 404,
  MACHINE_OCCUPIED: 409,
  /** Held for the member whose feature is open there (issue 18). */
  MACHINE_HELD: 409,
  MACHINE_OUT_OF_SERVICE: 422,
  SEAT_REQUIRED: 422,
  BET_NOT_ALLOWED: 422,
  // responsible gaming (issue 11)
  DEPOSIT_LIMIT_REACHED: 422,
  LOSS_LIMIT_REACHED: 422,
  COOLING_OFF: 403,
  SELF_EXCLUDED: 403,
  REALITY_CHECK_DUE: 422,
  BLOCK_ALREADY_ACTIVE: 409,
  // account migration (issue 10)
  MIGRATION_CREDENTIALS_INVALID: 422,
  MIGRATION_LOCKED: 429,
  MIGRATION_FLOW_EXPIRED: 422,
  MIGRATION_STEP_ORDER: 409,
  MIGRATION_CARD_MISMATCH: 422,
  MIGRATION_TOO_MANY_ATTEMPTS: 429,
  MIGRATION_ALREADY_DONE: 409,
  MIGRATION_MEMBER_HAS_ONE: 409,
  // agent programme (issue 8)
  NOT_AN_AGENT: 403,
  NOT_IN_TEAM: 403,
  NOT_DIRECT_SUBORDINATE: 403,
  AGENT_ALREADY: 409,
  AGENT_APPLICATION_PENDING: 409,
  AGENT_APPLICATION_NOT_PENDING: 409,
  AGENT_DEPTH_LIMIT: 422,
  MEMBER_IN_GAME: 422,
  DATE_RANGE_INVALID: 400,
  // agent transfers that say what happened (issue 21); `data.params` carries the figures
  AGENT_BALANCE_SHORT: 422,
  MEMBER_BALANCE_SHORT: 422,
  TAKEBACK_OVER_SENT: 422,
  TAKEBACK_PROTECTED_COINS: 422,
  TAKEBACK_NOT_PENDING: 409,
  TAKEBACK_EXPIRED: 409,
  // crypto payments (issue 7)
  CRYPTO_NETWORK_UNAVAILABLE: 422,
  CRYPTO_NETWORK_MISMATCH: 422,
  CRYPTO_ADDRESS_INVALID: 400,
  CRYPTO_AMOUNT_INVALID: 400,
  CRYPTO_TXID_INVALID: 400,
  AMOUNT_TOO_LARGE: 422,
  CRYPTO_ADDRESS_UNKNOWN: 404,
  RATE_UNAVAILABLE: 503,
  // operator console (issue 9)
  STAFF_2FA_REQUIRED: 403,
  TOTP_CODE_INVALID: 422,
  SELF_APPROVAL_FORBIDDEN: 403,
  ADJUSTMENT_NOT_PENDING: 409,
  ADJUSTMENT_DAILY_CAP_REACHED: 422,
  // issue 26 §2: one set of money controls on every path that creates, releases or redirects coins
  MONEY_DAILY_CAP_REACHED: 422,
  MONEY_APPROVAL_PENDING: 409,
  MONEY_APPROVAL_NOT_PENDING: 409,
  LEGACY_AWAITING_APPROVAL: 422,
  MACHINE_HAS_HISTORY: 409,
  STAFF_USERNAME_TAKEN: 409,
  LAST_OWNER: 422,
  // paying bank withdrawals (issue 21); `data.params.orderSn` names the order a file could not carry
  PAYOUT_FILE_UNENCODABLE: 422,
  PAYOUT_SENDER_NOT_CONFIGURED: 422,
  // 500 / 503
  INTERNAL: 500,
  MAINTENANCE: 503,
  NOT_YET_AVAILABLE: 503,
  /** The database does not answer (restart, failover); the call may be retried after Retry-After. */
  DATABASE_UNAVAILABLE: 503,
  /** The object store for uploads (S3) does not answer; the call may be retried after Retry-After. */
  BLOB_STORE_UNAVAILABLE: 503,
} as const satisfies Record<string, ResultCode>;
export type ErrorReason = keyof typeof ERROR_REASONS;

export function codeOfReason(reason: ErrorReason): ResultCode {
  return ERROR_REASONS[reason];
}
