import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ZNewPassword, ZUsername } from './auth.ts';

/** The flow id the browser carries from step to step (opaque, 43 url-safe characters). */
export const ZFlowId = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const MIGRATION_STEPS = ['validated', 'card_checked', 'code_checked', 'done'] as const;

export const ZMigrationFlow = z.object({
  flowId: z.string(),
  step: z.enum(MIGRATION_STEPS),
  /** The legacy e-mail, masked (`ta***@example.com`): where the code goes. */
  maskedEmail: z.string(),
  /** Seconds until another code may be sent (0 when one may be sent now). */
  resendAfterSeconds: z.number().int(),
  expiresAt: z.iso.datetime(),
});
export type TMigrationFlow = z.infer<typeof ZMigrationFlow>;

export const ZMigrationSummary = z.object({
  legacyUsername: z.string(),
  /** Coins that move (the legacy balance). */
  balance: z.number().int(),
});

export const ZMigrationResult = z.object({
  legacyUsername: z.string(),
  userId: z.string(),
  username: z.string(),
  movedCoins: z.number().int(),
  /** True when a new Amigo Hall member was created (then `token` signs them in). */
  created: z.boolean(),
  token: z.string().nullable(),
});
export type TMigrationResult = z.infer<typeof ZMigrationResult>;

export const migrationCalls = {
  jsyTransferValidate: defineCall({
    path: '/v2/app/jsy/transfer/validate',
    auth: 'public',
    module: 'migration',
    summary: 'Migration step 1: the legacy username with its password (or migration secret) and a captcha',
    status: 'live',
    request: z.strictObject({
      account: z.string().trim().min(1).max(64),
      password: z.string().min(1).max(128),
      uuid: z.string().min(1).max(64),
      qrcode: z.string().trim().min(1).max(10),
    }),
    response: ZMigrationFlow,
  }),
  jsyTransferValidateCard: defineCall({
    path: '/v2/app/jsy/transfer/validate/card',
    auth: 'public',
    module: 'migration',
    summary: 'Migration step 2: the cardholder name and last four digits of the card on file',
    status: 'live',
    request: z.strictObject({
      flowId: ZFlowId,
      holderName: z.string().trim().min(1).max(60),
      last4: z.string().regex(/^\d{4}$/),
    }),
    response: ZMigrationFlow,
  }),
  jsyTransferResendValidateCode: defineCall({
    path: '/v2/app/jsy/transfer/resend/validate/code',
    auth: 'public',
    module: 'migration',
    summary: 'Migration step 3: send (or resend, after 60 s) the code to the legacy e-mail',
    status: 'live',
    request: z.strictObject({ flowId: ZFlowId }),
    response: ZMigrationFlow,
  }),
  jsyTransferLogin: defineCall({
    path: '/v2/app/jsy/transfer/login',
    auth: 'public',
    module: 'migration',
    summary: 'Migration step 4: the e-mailed code; answers what will move',
    status: 'live',
    request: z.strictObject({ flowId: ZFlowId, code: z.string().regex(/^\d{6}$/) }),
    response: ZMigrationFlow.extend({ summary: ZMigrationSummary }),
  }),
  jsyTransferConfirm: defineCall({
    path: '/v2/app/jsy/transfer/confirm',
    auth: 'public',
    module: 'migration',
    summary: 'Migration step 5: move the account, into the signed-in member (TOKEN) or a new member; the balance moves once',
    status: 'live',
    request: z.discriminatedUnion('mode', [
      z.strictObject({ flowId: ZFlowId, mode: z.literal('attach') }),
      z.strictObject({
        flowId: ZFlowId,
        mode: z.literal('new'),
        account: ZUsername,
        password: ZNewPassword,
      }),
    ]),
    response: ZMigrationResult,
  }),
};
