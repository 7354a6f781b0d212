import { describe, expect, it } from 'vitest';
import { isNameText, namesMatch, type PersonName } from './holder-name.ts';
import { kanaToRomaji, romajiKey } from './romaji.ts';

const name = (lastName: string | null, firstName: string | null, reading: string | null = null): PersonName => ({
  lastName,
  firstName,
  reading,
});

const yamada = name('山田', '太郎', 'ヤマダ タロウ');

describe('namesMatch', () => {
  it.each([
    ['the same kanji', name('山田', '太郎', 'ヤマダ タロウ')],
    ['spaces moved or left out', name('山田太郎', '', 'ヤマダタロウ')],
    ['full-width Latin, case and spaces', name('ＹＡＭＡＤＡ', ' taro ', null)],
    ['hiragana for the written name', name('やまだ', 'たろう', null)],
    ['half-width katakana', name('ﾔﾏﾀﾞ', 'ﾀﾛｳ'.normalize('NFKC'), null)],
    ['Hepburn romaji with the long vowel', name('YAMADA', 'TAROU', 'YAMADA TAROU')],
    ['passport romaji without the long vowel', name('Yamada', 'Taro', 'YAMADA TARO')],
    ['romaji with a macron', name('Yamada', 'Tarō', null)],
    ['romaji with oh for the long vowel', name('YAMADA', 'TAROH', null)],
  ])('matches %s', (_label, card) => {
    expect(namesMatch(card, yamada)).toBe(true);
    expect(namesMatch(yamada, card)).toBe(true);
  });

  it.each([
    ['another family name in kanji, even with the same reading typed', name('山本', '太郎', 'ヤマダ タロウ')],
    ['another given name in romaji', name('YAMADA', 'JIRO', null)],
    ['another person in kana', name('スズキ', 'タロウ', null)],
    ['the order swapped', name('TARO', 'YAMADA', null)],
    ['an empty name', name('', '', null)],
  ])('does not match %s', (_label, card) => {
    expect(namesMatch(card, yamada)).toBe(false);
  });

  it('reads romaji in Kunrei-shiki and Hepburn alike (si/shi, tu/tsu, zi/ji, sya/sha, hu/fu, m/n before p)', () => {
    const shinichi = name('佐藤', '新一', 'サトウ シンイチ');
    expect(namesMatch(name('SATO', 'SHINICHI'), shinichi)).toBe(true);
    expect(namesMatch(name('Satou', "Shin'ichi"), shinichi)).toBe(true);
    expect(namesMatch(name('SATOH', 'SINITI'), shinichi)).toBe(true);
    expect(namesMatch(name('TSUJI', 'FUMIKO'), name('つじ', 'ふみこ'))).toBe(true);
    expect(namesMatch(name('TUZI', 'HUMIKO'), name('つじ', 'ふみこ'))).toBe(true);
    expect(namesMatch(name('HOMMA', 'SHUNPEI'), name('本間', '俊平', 'ホンマ シュンペイ'))).toBe(true);
    expect(namesMatch(name('HONMA', 'SYUMPEI'), name('本間', '俊平', 'ホンマ シュンペイ'))).toBe(true);
    expect(namesMatch(name('HATTORI', 'KYOKO'), name('服部', '京子', 'ハットリ キョウコ'))).toBe(true);
  });

  it('compares two Latin names letter for letter, without accents (no romaji folding outside Japanese)', () => {
    expect(namesMatch(name('NGUYEN', 'VAN AN'), name('Nguyễn', 'Văn An'))).toBe(true);
    expect(namesMatch(name('DANG', 'THI MAI'), name('Đặng', 'Thị Mai'))).toBe(true);
    expect(namesMatch(name('SANTOS', 'MARIA CLARA'), name('Santos', 'María-Clara'))).toBe(true);
    expect(namesMatch(name("O'BRIEN", 'SEAN'), name('OBrien', 'Sean'))).toBe(true);
    expect(namesMatch(name('HU', 'WEI'), name('FU', 'WEI'))).toBe(false);
  });

  it('uses the reading of a name written in hanzi or hangul against a Latin card', () => {
    expect(namesMatch(name('WANG', 'XIAOMING'), name('王', '小明', 'Wang Xiaoming'))).toBe(true);
    expect(namesMatch(name('KIM', 'MINSU'), name('김', '민수', 'KIM MIN SU'))).toBe(true);
    expect(namesMatch(name('KIM', 'MINSU'), name('김', '민수', null))).toBe(false);
  });
});

describe('isNameText', () => {
  it.each([
    '山田',
    'ヤマダ タロウ',
    'María-José',
    "O'Brien",
    'Jr.',
    'マリア・サントス',
    '김민수',
    'Nguyễn Văn',
    '佐々木',
    'ロー',
  ])('accepts %j', (value) => expect(isNameText(value)).toBe(true));

  it.each([
    ['digits', 'Taro2'],
    ['symbols', "Robert'); DROP TABLE x;--"],
    ['markup', '<b>Taro</b>'],
    ['an at sign', 'taro@example'],
    ['a right-to-left override', 'Taro\u202eoraT'],
    ['a zero-width joiner', 'Ta\u200dro'],
    ['a control character', 'Ta\u0007ro'],
    ['only punctuation', "-'."],
    ['an emoji', 'Taro😀'],
  ])('refuses %s', (_label, value) => expect(isNameText(value)).toBe(false));
});

describe('romaji', () => {
  it.each([
    ['ヤマダ タロウ', 'yamadatarou'],
    ['シャ シュ ショ チャ ジャ', 'shashushochaja'],
    ['キョウコ', 'kyouko'],
    ['ハットリ マッチャ', 'hattorimatcha'],
    ['ファ ティ ウィ シェ', 'fatiwishe'],
    ['ロー', 'ro'],
    ['ぢづ', 'jizu'],
  ])('reads %s in Hepburn as %s', (kana, romaji) => {
    expect(kanaToRomaji(kana)).toBe(romaji);
  });

  it('folds long vowels and other systems to one key', () => {
    for (const spelling of ['Satou', 'Satoh', 'Satō', 'SATO', 'Satoo']) expect(romajiKey(spelling)).toBe('sato');
    for (const spelling of ['Ōno', 'Oono', 'Ohno', 'Ono']) expect(romajiKey(spelling)).toBe('ono');
  });
});
