import type { CallDef } from './define-call.ts';
import { platformCalls } from './calls/platform.ts';
import { authCalls, registrationCalls } from './calls/auth.ts';
import { paymentCalls } from './calls/payments.ts';
import { gameCalls } from './calls/games.ts';
import { migrationCalls } from './calls/migration.ts';
import { responsibleCalls } from './calls/responsible.ts';
import { contentCalls } from './calls/content.ts';
import { letterCalls } from './calls/letters.ts';
import { agentCalls } from './calls/agents.ts';
import { coinCalls } from './calls/crypto.ts';
import { userCalls } from './calls/users.ts';

/** Every call of the player API, by name. The single definition the server and clients share. */
export const calls = {
  ...platformCalls,
  ...userCalls,
  ...registrationCalls,
  ...authCalls,
  ...contentCalls,
  ...letterCalls,
  ...gameCalls,
  ...responsibleCalls,
  ...paymentCalls,
  ...migrationCalls,
  ...agentCalls,
  ...coinCalls,
} satisfies Record<string, CallDef>;

export type CallName = keyof typeof calls;

/** The paths SPEC §7 names, written out once more on purpose: the registry test checks both lists agree. */
export const SPEC_PATHS: readonly string[] = [
  ...[
    'update',
    'update/idNumber',
    'kyc/add',
    'kyc/latest',
    'info',
    'get/kyc',
    'get/info',
    'get/bank',
    'bank',
    'bank/save',
    'bank/list',
  ].map((s) => `/v2/app/user/${s}`),
  ...['valid', 'user', 'send/email/code'].map((s) => `/v2/app/register/${s}`),
  ...['send/email', 'reset/password', 'password/update', 'password/update/payment', 'login', 'login3', 'get'].map(
    (s) => `/v2/app/auth/${s}`,
  ),
  '/v2/app/station/query',
  '/v2/app/record/game/record/query',
  '/v2/app/record/game/record/count',
  ...['query', 'order', 'list'].map((s) => `/v2/app/pay/${s}`),
  '/v2/app/notice/query',
  ...['validate', 'validate/card', 'resend/validate/code', 'login', 'confirm'].map((s) => `/v2/app/jsy/transfer/${s}`),
  '/v2/app/game/query/pop/new',
  '/v2/app/game/query/latest/new',
  '/v2/app/favorable/query',
  '/v2/app/draw/withdraw',
  '/v2/app/draw/list',
  '/v2/app/country',
  '/v2/app/banner/query',
  ...[
    'type/report/statistics',
    'type/member/transfer',
    'type/member/transfer/decrease',
    'sub/member/report/page',
    'sub/member/recharge/page',
    'sub/member/page',
    'sub/member/draw/page',
    'sub/member/create',
    'is/agent',
    'data/statistics',
    'code',
    'apply',
    'apply/status',
  ].map((s) => `/v2/app/agent/${s}`),
  '/v2/cpp/coins',
  '/v2/cpp/coins/deposit/address',
  '/v2/cpp/coins/withdrawal/address/validit',
  '/v2/cpp/coins/withdraw',
];
