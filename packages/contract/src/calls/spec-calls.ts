import { plannedCall as p } from '../define-call.ts';

/**
 * Every call of SPEC §7, by the module that owns it. Each module replaces its entries with
 * full `defineCall` definitions (request and response schemas) when it ships.
 */
export const contentCalls = {
  stationQuery: p('/v2/app/station/query', 'member', 'letters', 'Station letters'),
  noticeQuery: p('/v2/app/notice/query', 'public', 'content', 'Notices'),
  favorableQuery: p('/v2/app/favorable/query', 'public', 'content', 'Promotions'),
  country: p('/v2/app/country', 'public', 'content', 'Countries'),
  bannerQuery: p('/v2/app/banner/query', 'public', 'content', 'Banners'),
};

export const gameCalls = {
  gameRecordQuery: p('/v2/app/record/game/record/query', 'member', 'games', 'Game records'),
  gameRecordCount: p('/v2/app/record/game/record/count', 'member', 'games', 'Game record totals'),
  gameQueryPopNew: p('/v2/app/game/query/pop/new', 'public', 'games', 'Popular games'),
  gameQueryLatestNew: p('/v2/app/game/query/latest/new', 'public', 'games', 'Latest games'),
};

export const migrationCalls = {
  jsyTransferValidate: p('/v2/app/jsy/transfer/validate', 'public', 'migration', 'Migration: check legacy credentials'),
  jsyTransferValidateCard: p('/v2/app/jsy/transfer/validate/card', 'public', 'migration', 'Migration: check the card on file'),
  jsyTransferResendValidateCode: p(
    '/v2/app/jsy/transfer/resend/validate/code',
    'public',
    'migration',
    'Migration: resend the code',
  ),
  jsyTransferLogin: p('/v2/app/jsy/transfer/login', 'public', 'migration', 'Migration: confirm the code'),
  jsyTransferConfirm: p('/v2/app/jsy/transfer/confirm', 'public', 'migration', 'Migration: move the account'),
};

export const agentCalls = {
  agentTypeReportStatistics: p('/v2/app/agent/type/report/statistics', 'member', 'agents', 'Team report statistics'),
  agentTypeMemberTransfer: p('/v2/app/agent/type/member/transfer', 'member', 'agents', 'Transfer coins to a subordinate'),
  agentTypeMemberTransferDecrease: p(
    '/v2/app/agent/type/member/transfer/decrease',
    'member',
    'agents',
    'Transfer coins back from a subordinate',
  ),
  agentSubMemberReportPage: p('/v2/app/agent/sub/member/report/page', 'member', 'agents', 'Subordinate reports'),
  agentSubMemberRechargePage: p('/v2/app/agent/sub/member/recharge/page', 'member', 'agents', 'Team recharges'),
  agentSubMemberPage: p('/v2/app/agent/sub/member/page', 'member', 'agents', 'Subordinates'),
  agentSubMemberDrawPage: p('/v2/app/agent/sub/member/draw/page', 'member', 'agents', 'Team withdrawals'),
  agentSubMemberCreate: p('/v2/app/agent/sub/member/create', 'member', 'agents', 'Create a subordinate'),
  agentIsAgent: p('/v2/app/agent/is/agent', 'member', 'agents', 'Whether the member is an agent'),
  agentDataStatistics: p('/v2/app/agent/data/statistics', 'member', 'agents', 'Team data statistics'),
  agentCode: p('/v2/app/agent/code', 'member', 'agents', 'Agent code and referral link'),
  agentApply: p('/v2/app/agent/apply', 'member', 'agents', 'Apply to become an agent'),
  agentApplyStatus: p('/v2/app/agent/apply/status', 'member', 'agents', 'Agent application status'),
};

export const coinCalls = {
  coins: p('/v2/cpp/coins', 'member', 'crypto', 'Coins and networks'),
  coinsDepositAddress: p('/v2/cpp/coins/deposit/address', 'member', 'crypto', 'Deposit address'),
  coinsWithdrawalAddressValidit: p(
    '/v2/cpp/coins/withdrawal/address/validit',
    'member',
    'crypto',
    'Validate a withdrawal address',
  ),
  coinsWithdraw: p('/v2/cpp/coins/withdraw', 'member', 'crypto', 'Crypto withdrawal'),
};
