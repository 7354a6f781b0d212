import { z } from 'zod';
import { defineCall } from '../define-call.ts';

export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const REALITY_CHECK_MINUTES = [15, 30, 60, 120] as const;
export const COOL_OFF_PERIODS = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'indefinite'] as const;

export const ZLimit = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The limit in force now (coins), null when none. */
  amount: z.number().int().nullable(),
  /** A raise or removal waiting its 24 hours: the value it will become (null = removed) and when. */
  pending: z.object({ amount: z.number().int().nullable(), from: z.iso.datetime() }).nullable(),
  /** Coins deposited (deposit) or lost net (loss) over the period so far. */
  used: z.number().int(),
});
export type TLimit = z.infer<typeof ZLimit>;

export const ZResponsibleStatus = z.object({
  limits: z.array(ZLimit),
  realityCheckMinutes: z.number().int().nullable(),
  block: z
    .object({
      kind: z.enum(['cool_off', 'self_exclusion']),
      from: z.iso.datetime(),
      /** Null: indefinite (only an operator can end it, after `minUntil`). */
      until: z.iso.datetime().nullable(),
      minUntil: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type TResponsibleStatus = z.infer<typeof ZResponsibleStatus>;

export const ZRealityCheck = z.object({
  intervalMinutes: z.number().int().nullable(),
  sessionStartedAt: z.iso.datetime().nullable(),
  minutesPlayed: z.number().int(),
  bet: z.number().int(),
  win: z.number().int(),
  /** Win − bet over the session (negative: the member is down). */
  net: z.number().int(),
  /** The member must confirm before the next round. */
  due: z.boolean(),
  nextCheckAt: z.iso.datetime().nullable(),
});
export type TRealityCheck = z.infer<typeof ZRealityCheck>;

export const responsibleCalls = {
  responsibleStatus: defineCall({
    path: '/v2/app/responsible/status',
    auth: 'member',
    module: 'responsible',
    summary: 'Your deposit and loss limits, reality-check interval, and any cool-off or self-exclusion',
    status: 'live',
    request: z.strictObject({}),
    response: ZResponsibleStatus,
  }),
  responsibleLimitSet: defineCall({
    path: '/v2/app/responsible/limit/set',
    auth: 'member',
    module: 'responsible',
    summary: 'Set, lower, raise or remove a limit (lowering applies now; raising or removing after 24 hours)',
    status: 'live',
    request: z.strictObject({
      kind: z.enum(LIMIT_KINDS),
      period: z.enum(LIMIT_PERIODS),
      /** Coins; null removes the limit. */
      amount: z.number().int().min(1).max(1_000_000_000_000).nullable(),
    }),
    response: ZResponsibleStatus,
  }),
  responsibleRealityCheckSet: defineCall({
    path: '/v2/app/responsible/reality-check/set',
    auth: 'member',
    module: 'responsible',
    summary: 'Choose the reality-check interval (null turns it off)',
    status: 'live',
    request: z.strictObject({
      minutes: z
        .number()
        .int()
        .refine((m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m))
        .nullable(),
    }),
    response: ZResponsibleStatus,
  }),
  responsibleRealityCheck: defineCall({
    path: '/v2/app/responsible/reality-check',
    auth: 'member',
    module: 'responsible',
    summary: 'Time played and net result of this play session, and whether a check is due',
    status: 'live',
    request: z.strictObject({}),
    response: ZRealityCheck,
  }),
  responsibleRealityCheckAck: defineCall({
    path: '/v2/app/responsible/reality-check/ack',
    auth: 'member',
    module: 'responsible',
    summary: 'Confirm the reality check and continue playing',
    status: 'live',
    request: z.strictObject({}),
    response: ZRealityCheck,
  }),
  responsibleBlock: defineCall({
    path: '/v2/app/responsible/block',
    auth: 'member',
    module: 'responsible',
    summary: 'Start a cool-off or a self-exclusion (cannot be shortened)',
    status: 'live',
    request: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('cool_off'), period: z.enum(COOL_OFF_PERIODS), confirm: z.literal(true) }),
      z.strictObject({ kind: z.literal('self_exclusion'), period: z.enum(SELF_EXCLUSION_PERIODS), confirm: z.literal(true) }),
    ]),
    response: ZResponsibleStatus,
  }),
};
