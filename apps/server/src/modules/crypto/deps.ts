import type { KycRules } from '../../config.ts';
import type { Catalogue } from './catalogue.ts';
import type { RateSource } from './rates.ts';
import type { AccountKeys } from './xpubs.ts';

/** What the crypto use cases need besides the database: built once from the config in routes.ts. */
export interface CryptoDeps {
  catalogue: Catalogue;
  /** Resolved on first use, so a server that never hands out an address never generates test keys. */
  keys: () => Promise<AccountKeys>;
  rates: RateSource;
  /** Game coins per yen (SPEC §1: 1 yen = 1 coin). */
  coinsPerYen: bigint;
  /** When a withdrawal or a chain deposit needs approved KYC, and the withdrawal turnover (kyc module). */
  kycRules: KycRules;
}
