import { codeOfReason, type ErrorReason, type ResultCode } from '@amigo/contract';
import type { MessageKey, MessageParams } from './i18n.ts';

/**
 * The one error type of the server. Use cases throw it with a reason; the error handler
 * turns it into the envelope `{ code, msg, data: { reason, field? } }` with a localized msg.
 */
export class AppError extends Error {
  readonly reason: ErrorReason;
  readonly code: ResultCode;
  readonly field: string | undefined;
  /** Message to show instead of `errors.<reason>`, with its parameters. */
  readonly messageKey: MessageKey | undefined;
  readonly params: MessageParams;
  /** HTTP status; 200 unless the request never properly reached a handler. */
  readonly httpStatus: number;
  readonly retryAfter: number | undefined;
  /** The params also travel in `data.params` (figures a client may word itself, never secrets). */
  readonly exposeParams: boolean;

  constructor(
    reason: ErrorReason,
    options: {
      field?: string;
      messageKey?: MessageKey;
      params?: MessageParams;
      httpStatus?: number;
      retryAfter?: number;
      exposeParams?: boolean;
      /** The failure behind it, for the log (never in the answer). */
      cause?: unknown;
    } = {},
  ) {
    super(reason, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.reason = reason;
    this.code = codeOfReason(reason);
    this.field = options.field;
    this.messageKey = options.messageKey;
    this.params = options.params ?? {};
    this.httpStatus = options.httpStatus ?? 200;
    this.retryAfter = options.retryAfter;
    this.exposeParams = options.exposeParams ?? false;
  }
}
