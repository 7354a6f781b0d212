/**
 * Romanisation of Japanese names, only to compare a name written in kana with the same name
 * written in Latin letters (a bank account outside Japan, a passport). Both sides are brought
 * to one key: kana is read in Hepburn, and Latin text is folded from the other common systems
 * (Kunrei/Nihon-shiki, passport long vowels) to the same key. The key is for comparison only;
 * it is never shown. docs/decisions/0015-identity-after-kyc.md has the rule in words.
 */

const BASE: Record<string, string> = {
  ア: 'a', イ: 'i', ウ: 'u', エ: 'e', オ: 'o',
  カ: 'ka', キ: 'ki', ク: 'ku', ケ: 'ke', コ: 'ko',
  ガ: 'ga', ギ: 'gi', グ: 'gu', ゲ: 'ge', ゴ: 'go',
  サ: 'sa', シ: 'shi', ス: 'su', セ: 'se', ソ: 'so',
  ザ: 'za', ジ: 'ji', ズ: 'zu', ゼ: 'ze', ゾ: 'zo',
  タ: 'ta', チ: 'chi', ツ: 'tsu', テ: 'te', ト: 'to',
  ダ: 'da', ヂ: 'ji', ヅ: 'zu', デ: 'de', ド: 'do',
  ナ: 'na', ニ: 'ni', ヌ: 'nu', ネ: 'ne', ノ: 'no',
  ハ: 'ha', ヒ: 'hi', フ: 'fu', ヘ: 'he', ホ: 'ho',
  バ: 'ba', ビ: 'bi', ブ: 'bu', ベ: 'be', ボ: 'bo',
  パ: 'pa', ピ: 'pi', プ: 'pu', ペ: 'pe', ポ: 'po',
  マ: 'ma', ミ: 'mi', ム: 'mu', メ: 'me', モ: 'mo',
  ヤ: 'ya', ユ: 'yu', ヨ: 'yo',
  ラ: 'ra', リ: 'ri', ル: 'ru', レ: 're', ロ: 'ro',
  ワ: 'wa', ヰ: 'i', ヱ: 'e', ヲ: 'o', ン: 'n', ヴ: 'vu', ヵ: 'ka', ヶ: 'ke',
}; // prettier-ignore

const SMALL_VOWELS: Record<string, string> = { ァ: 'a', ィ: 'i', ゥ: 'u', ェ: 'e', ォ: 'o', ヮ: 'a' };
const SMALL_Y: Record<string, string> = { ャ: 'a', ュ: 'u', ョ: 'o' };
/** Syllables that take a small ya/yu/yo without a y: シャ sha, チャ cha, ジャ ja. */
const PALATAL_STEMS: Record<string, string> = { shi: 'sh', chi: 'ch', ji: 'j' };

/** Hiragana to katakana (the two kana scripts spell the same sounds). */
export function toKatakana(value: string): string {
  return value.replace(/[\u3041-\u3096]/gu, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

/** Hepburn reading of a kana string; characters that are not kana are dropped. */
export function kanaToRomaji(kana: string): string {
  const syllables: string[] = [];
  let doubleNext = false;
  for (const char of toKatakana(kana)) {
    const base = BASE[char];
    if (base !== undefined) {
      // ッ doubles the next consonant, written t before ch (マッチ matchi).
      const syllable = doubleNext && /^[^aiueon]/.test(base) ? (base.startsWith('ch') ? 't' : base[0]) + base : base;
      syllables.push(syllable);
      doubleNext = false;
      continue;
    }
    doubleNext = char === 'ッ';
    const last = syllables.at(-1);
    if (char in SMALL_Y && last !== undefined && last.endsWith('i')) {
      // キャ kya, シャ sha, ッチャ tcha.
      const palatal = Object.entries(PALATAL_STEMS).find(([full]) => last.endsWith(full));
      syllables[syllables.length - 1] = palatal
        ? last.slice(0, -palatal[0].length) + palatal[1] + SMALL_Y[char]!
        : `${last.slice(0, -1)}y${SMALL_Y[char]!}`;
    } else if (char in SMALL_VOWELS && last !== undefined) {
      // ファ fa, ティ ti, シェ she, ウィ wi: the small vowel replaces the syllable's own.
      syllables[syllables.length - 1] = last === 'u' ? `w${SMALL_VOWELS[char]!}` : last.slice(0, -1) + SMALL_VOWELS[char]!;
    }
    // ー (long vowel mark) and anything else is dropped: the key drops long vowels anyway.
  }
  return syllables.join('');
}

/**
 * The comparison key of a romanised Japanese name: letters only, lower case, no diacritics,
 * other systems folded to Hepburn (si shi, ti chi, tu tsu, hu fu, zi/di ji, du zu, sya sha,
 * tya cha, zya/jya ja), m before b/m/p read as n (Homma = Honma), and long vowels dropped the
 * way passports write them (Satou, Satoh, Satō, Sato are one key; Oono, Ohno, Ōno, Ono too).
 */
export function romajiKey(latin: string): string {
  return latin
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/sy([aueo])/g, 'sh$1')
    .replace(/ty([aueo])/g, 'ch$1')
    .replace(/(?:zy|jy|dy)([aueo])/g, 'j$1')
    .replace(/si/g, 'shi')
    .replace(/ti/g, 'chi')
    .replace(/tu/g, 'tsu')
    .replace(/(?<![sc])hu/g, 'fu')
    .replace(/[zd]i/g, 'ji')
    .replace(/du/g, 'zu')
    .replace(/m(?=[bmp])/g, 'n')
    .replace(/oh(?![aiueoy])/g, 'o')
    .replace(/o[ou]/g, 'o')
    .replace(/uu/g, 'u');
}
