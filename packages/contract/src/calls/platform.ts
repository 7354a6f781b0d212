import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { LANGUAGES } from '../languages.ts';

export const ZPlatformConfig = z.object({
  /** Site name shown in titles. */
  siteName: z.string(),
  languages: z.array(z.enum(LANGUAGES)),
  defaultLanguage: z.enum(LANGUAGES),
  /** Time zone that date filters are read in. */
  timeZone: z.string(),
  /** Exchange ratios of SPEC §1: game coins per unit of fiat. */
  coinsPerYen: z.number().positive(),
  coinsPerYuan: z.number().positive(),
  /** Server time, so clients can show countdowns that agree with the server. */
  serverTime: z.iso.datetime(),
  /** Sign-in providers that are configured; the buttons are hidden otherwise. */
  socialLogin: z.object({ google: z.boolean(), line: z.boolean() }),
});
export type TPlatformConfig = z.infer<typeof ZPlatformConfig>;

export const platformCalls = {
  platformConfig: defineCall({
    path: '/v2/app/platform/config',
    auth: 'public',
    module: 'platform',
    summary: 'Public settings the clients need at start: languages, exchange ratios, enabled sign-in providers',
    status: 'live',
    request: z.strictObject({}),
    response: ZPlatformConfig,
  }),
};
