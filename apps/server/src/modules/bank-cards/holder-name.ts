import { kanaToRomaji, romajiKey, toKatakana } from './romaji.ts';

/**
 * A person's name as a bank account or the member's profile writes it: the written name in two
 * parts ("last", "first") and its reading (kana or Latin letters), any of which may be missing.
 */
export interface PersonName {
  lastName: string | null;
  firstName: string | null;
  reading: string | null;
}

/**
 * Characters a name may hold: letters of any script (Latin, kana, kanji, hangul…, with their
 * combining marks; the katakana long mark and 々 are letters too), spaces, the middle dot,
 * hyphens, apostrophes and the period. No digits, symbols, control or bidi-override characters.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M} \u00b7\u30fb\-\u2010\u2011'\u2019.]+$/u;

/** Separators a bank or a form may write or leave out: ignored when names are compared. */
const SEPARATORS = /[\s\u00b7\u30fb\-\u2010\u2011'\u2019.]/gu;

/** Whether a (NFKC-normalized) holder name is made of name characters and holds at least one letter. */
export function isNameText(value: string): boolean {
  return NAME_CHARACTERS.test(value) && /\p{L}/u.test(value);
}

/**
 * Whether two written names are one person's name (docs/decisions/0015-identity-after-kyc.md):
 * 1. the written names are the same, ignoring width, case, spaces, separators, hiragana or
 *    katakana, and the accents of Latin letters (Nguyễn = NGUYEN); or
 * 2. when at least one of them is written phonetically (Latin letters or kana), their sounds are
 *    the same: each name's sound is its written name when that is phonetic, else its reading.
 *    Kana against kana must be the same kana; Latin against Latin the same letters; kana against
 *    Latin goes through the Hepburn key (ヤマダ タロウ = YAMADA TARO = Yamada Tarou).
 * Two names both written in kanji (or hangul…) that differ never match through their readings:
 * 山本 and 山田 are different people even if someone typed the same reading for both.
 */
export function namesMatch(a: PersonName, b: PersonName): boolean {
  const writtenA = writtenKey(a.lastName, a.firstName);
  const writtenB = writtenKey(b.lastName, b.firstName);
  if (writtenA && writtenA === writtenB) return true;
  if (!isPhonetic(writtenA) && !isPhonetic(writtenB)) return false;
  const soundA = soundOf(writtenA, a.reading);
  const soundB = soundOf(writtenB, b.reading);
  return soundA !== null && soundB !== null && soundsMatch(soundA, soundB);
}

/** Whether a name has a written form at all (a profile without a legal name has nothing to compare). */
export function hasWrittenName(name: PersonName): boolean {
  return writtenKey(name.lastName, name.firstName) !== '';
}

/** Whether the last names alone match: tells a form which of the two fields is wrong. */
export function lastNamesMatch(a: PersonName, b: PersonName): boolean {
  return namesMatch(
    { lastName: a.lastName, firstName: null, reading: null },
    { lastName: b.lastName, firstName: null, reading: null },
  );
}

/** NFKC (width), lower case, hiragana as katakana, no spaces or separators; Latin letters without accents. */
function writtenKey(...parts: (string | null)[]): string {
  const key = toKatakana(parts.join('').normalize('NFKC').toLowerCase()).replace(SEPARATORS, '');
  return isLatin(key) ? latinKey(key) : key;
}

function latinKey(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').normalize('NFC');
}

function isLatin(key: string): boolean {
  return key !== '' && /^[\p{Script=Latin}\p{M}]+$/u.test(key);
}

function isKana(key: string): boolean {
  return key !== '' && /^[\u30a1-\u30fa\u30fc]+$/u.test(key);
}

function isPhonetic(key: string): boolean {
  return isLatin(key) || isKana(key);
}

function soundOf(writtenKeyValue: string, reading: string | null): string | null {
  if (isPhonetic(writtenKeyValue)) return writtenKeyValue;
  const readingKey = writtenKey(reading);
  return isPhonetic(readingKey) ? readingKey : null;
}

function soundsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  if (isKana(a) && isLatin(b)) return romajiKey(kanaToRomaji(a)) === romajiKey(b);
  if (isLatin(a) && isKana(b)) return romajiKey(a) === romajiKey(kanaToRomaji(b));
  return false;
}
