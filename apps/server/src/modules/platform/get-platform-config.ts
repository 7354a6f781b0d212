import { DEFAULT_LANGUAGE, LANGUAGES, type TPlatformConfig } from '@amigo/contract';

/** The exchange ratios of SPEC §1; later configurable per deployment. */
export const COINS_PER_YEN = 1;
export const COINS_PER_YUAN = 20;
export const TIME_ZONE = 'Asia/Tokyo';

export function getPlatformConfig(input: { now: Date; socialLogin: { google: boolean; line: boolean } }): TPlatformConfig {
  return {
    siteName: 'Amigo Hall',
    languages: [...LANGUAGES],
    defaultLanguage: DEFAULT_LANGUAGE,
    timeZone: TIME_ZONE,
    coinsPerYen: COINS_PER_YEN,
    coinsPerYuan: COINS_PER_YUAN,
    serverTime: input.now.toISOString(),
    socialLogin: input.socialLogin,
  };
}
