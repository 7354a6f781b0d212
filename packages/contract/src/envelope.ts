import { z } from 'zod';
import type { ErrorReason, ResultCode } from './errors.ts';

/** Success answer: `{ code: 200, msg, data }`. */
export interface Envelope<T> {
  code: ResultCode;
  msg: string;
  data: T;
}

/** What `data` holds on every error answer. `field` names the offending input, when there is one. */
export interface ErrorData {
  reason: ErrorReason;
  field?: string;
  /** Seconds until a rate-limited call may be tried again. */
  retryAfter?: number;
  /**
   * The figures the message was written with, for a client that words it itself: e.g.
   * `{ balance: 120 }` for MEMBER_BALANCE_SHORT. Only reasons that document them carry them.
   */
  params?: Record<string, string | number>;
}

export const ZErrorData = z.object({
  reason: z.string(),
  field: z.string().optional(),
  retryAfter: z.number().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export function ZEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}
