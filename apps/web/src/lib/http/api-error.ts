import type { ErrorReason } from '@amigo/contract';

/** Failures that happen before or around the server's answer (SPEC §8, generic client errors). */
export const CLIENT_ERROR_REASONS = ['NETWORK_ERROR', 'TIMEOUT', 'BAD_REQUEST', 'BAD_RESPONSE', 'CANCELED'] as const;
export type ClientErrorReason = (typeof CLIENT_ERROR_REASONS)[number];

/** Envelope code used for client errors: there was no envelope. */
export const NO_ENVELOPE_CODE = 0;

/**
 * The one error every API call rejects with. `code` is the envelope code (400, 401, 422...)
 * or 0 when no envelope arrived; `reason` is the server's `data.reason` or a client reason;
 * `msg` is already localized (by the server via Accept-Language, or by our catalogue).
 */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly reason: ErrorReason | ClientErrorReason | (string & {});
  readonly field: string | undefined;
  /** Seconds to wait before trying again (throttled logins, e-mail resends), when the server says. */
  readonly retryAfter: number | undefined;

  constructor(init: {
    code: number;
    msg: string;
    reason: ApiError['reason'];
    field?: string | undefined;
    retryAfter?: number | undefined;
  }) {
    super(init.msg);
    this.name = 'ApiError';
    this.code = init.code;
    this.msg = init.msg;
    this.reason = init.reason;
    this.field = init.field;
    this.retryAfter = init.retryAfter;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
