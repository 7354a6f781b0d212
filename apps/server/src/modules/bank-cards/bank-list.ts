import { BANK_CODE_OTHER, type TBank } from '@amigo/contract';

/** Japan Post Bank: its accounts are often written as a passbook symbol and number (see japan-post.ts). */
export const JAPAN_POST_BANK_CODE = '9900';

/**
 * The banks a card can be bound at, by their 4-digit zengin (全銀) codes: the city banks, the
 * main net banks and a few large regional banks, then OTHER for a bank outside Japan. This is
 * the one place to extend the list.
 */
export const BANKS: readonly TBank[] = [
  { code: '0005', nameJp: '三菱UFJ銀行', nameEn: 'MUFG Bank' },
  { code: '0009', nameJp: '三井住友銀行', nameEn: 'Sumitomo Mitsui Banking Corporation' },
  { code: '0001', nameJp: 'みずほ銀行', nameEn: 'Mizuho Bank' },
  { code: '0010', nameJp: 'りそな銀行', nameEn: 'Resona Bank' },
  { code: '0017', nameJp: '埼玉りそな銀行', nameEn: 'Saitama Resona Bank' },
  { code: JAPAN_POST_BANK_CODE, nameJp: 'ゆうちょ銀行', nameEn: 'Japan Post Bank' },
  { code: '0036', nameJp: '楽天銀行', nameEn: 'Rakuten Bank' },
  { code: '0033', nameJp: 'PayPay銀行', nameEn: 'PayPay Bank' },
  { code: '0038', nameJp: '住信SBIネット銀行', nameEn: 'SBI Sumishin Net Bank' },
  { code: '0035', nameJp: 'ソニー銀行', nameEn: 'Sony Bank' },
  { code: '0040', nameJp: 'イオン銀行', nameEn: 'AEON Bank' },
  { code: '0034', nameJp: 'セブン銀行', nameEn: 'Seven Bank' },
  { code: '0039', nameJp: 'auじぶん銀行', nameEn: 'au Jibun Bank' },
  { code: '0310', nameJp: 'GMOあおぞらネット銀行', nameEn: 'GMO Aozora Net Bank' },
  { code: '0138', nameJp: '横浜銀行', nameEn: 'The Bank of Yokohama' },
  { code: '0134', nameJp: '千葉銀行', nameEn: 'The Chiba Bank' },
  { code: '0149', nameJp: '静岡銀行', nameEn: 'The Shizuoka Bank' },
  { code: '0177', nameJp: '福岡銀行', nameEn: 'The Bank of Fukuoka' },
  { code: '0130', nameJp: '常陽銀行', nameEn: 'The Joyo Bank' },
  { code: '0158', nameJp: '京都銀行', nameEn: 'The Bank of Kyoto' },
  { code: '0125', nameJp: '七十七銀行', nameEn: 'The 77 Bank' },
  { code: '0169', nameJp: '広島銀行', nameEn: 'The Hiroshima Bank' },
  { code: '0501', nameJp: '北洋銀行', nameEn: 'North Pacific Bank' },
  { code: '0190', nameJp: '西日本シティ銀行', nameEn: 'The Nishi-Nippon City Bank' },
  { code: BANK_CODE_OTHER, nameJp: '海外の銀行（その他）', nameEn: 'Other bank (outside Japan)' },
];

const byCode = new Map(BANKS.map((bank) => [bank.code, bank]));

export function findBank(code: string): TBank | undefined {
  return byCode.get(code);
}
