import type { TCountry } from '@amigo/contract';
import { countries } from 'countries-list';

/** Names come from the runtime's CLDR data (Node ships full ICU), in the four content languages. */
const NAMES = {
  Jp: new Intl.DisplayNames(['ja'], { type: 'region' }),
  En: new Intl.DisplayNames(['en'], { type: 'region' }),
  Zh: new Intl.DisplayNames(['zh-Hans'], { type: 'region' }),
  ZhTW: new Intl.DisplayNames(['zh-Hant-TW'], { type: 'region' }),
};

function nameIn(names: Intl.DisplayNames, code: string, fallback: string): string {
  try {
    return names.of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * ISO 3166-1 countries with their main dialing code (the first of the plan's codes), built
 * once: the list changes only with a new release of the data package.
 */
const COUNTRIES: readonly TCountry[] = Object.entries(countries)
  .filter(([, country]) => country.phone.length > 0)
  .map(([code, country]) => ({
    code,
    dialCode: `+${country.phone[0]}`,
    nameJp: nameIn(NAMES.Jp, code, country.name),
    nameEn: nameIn(NAMES.En, code, country.name),
    nameZh: nameIn(NAMES.Zh, code, country.name),
    nameZhTW: nameIn(NAMES.ZhTW, code, country.name),
  }))
  .sort((a, b) => a.code.localeCompare(b.code));

export function listCountries(): readonly TCountry[] {
  return COUNTRIES;
}
