import type { TBankAccountType } from '@amigo/contract';
import iconv from 'iconv-lite';
import type { ZenginSender } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * The Zengin (全銀協) "総合振込" transfer file that Japanese banks take for bulk transfers: fixed
 * 120-byte records — a header (1), one data record (2) per transfer, a trailer (8) with the count
 * and the total, an end record (9) — in Shift_JIS, each ending in CR LF. Text fields carry only
 * what the format allows: half-width katakana (voiced marks as separate ﾞ ﾟ), upper-case Latin
 * letters, digits, space and ( ) - . / , — so a name is converted here and anything else refused.
 */

export interface ZenginTransfer {
  /** Names the order in a refusal; never written to the file. */
  orderSn: string;
  bankCode: string;
  branchCode: string;
  accountType: TBankAccountType;
  accountNumber: string;
  /** The holder's name as the bank holds it: katakana (the stored kana reading). */
  holderKanaName: string;
  /** Yen. */
  amount: number;
}

const RECORD_BYTES = 120;
const ACCOUNT_TYPE_CODE: Record<TBankAccountType, string> = { ordinary: '1', current: '2', savings: '4' };

// Full-width katakana (after NFD: voiced marks are separate) to half-width. Small kana are written
// large (ｯ is not a Zengin character), ヰ ヱ as ｲ ｴ, as banks themselves do.
const FULL =
  'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲンァィゥェォッャュョヮヵヶヰヱ';
const HALF = 'ｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜｦﾝｱｲｳｴｵﾂﾔﾕﾖﾜｶｹｲｴ';
const KANA = new Map([...FULL].map((char, i) => [char, HALF[i]!]));
const MARKS = new Map([
  ['\u3099', 'ﾞ'],
  ['\u309a', 'ﾟ'],
  ['ー', '-'],
  ['・', '.'],
]);
const PLAIN = /^[0-9A-Z ()\-./,]$/;

/**
 * A name or text in the characters a Zengin file allows, or the characters it cannot carry.
 * NFKC first (full-width Latin and digits to plain, half-width kana to full-width so they join one
 * path), upper case, then NFD so a voiced kana splits into its letter and its mark.
 */
export function toZenginText(text: string): { ok: true; text: string } | { ok: false; bad: string[] } {
  let out = '';
  const bad = new Set<string>();
  for (const char of text.normalize('NFKC').toUpperCase()) {
    const parts = [...char.normalize('NFD')].map(
      (part) => KANA.get(part) ?? MARKS.get(part) ?? (PLAIN.test(part) ? part : undefined),
    );
    if (parts.includes(undefined)) bad.add(char);
    else out += parts.join('');
  }
  return bad.size === 0 ? { ok: true, text: out.replace(/ +/g, ' ').trim() } : { ok: false, bad: [...bad] };
}

/** A text field: left-aligned, space-filled, cut at its width (banks match names on what fits). */
function text(value: string, width: number): string {
  return value.slice(0, width).padEnd(width, ' ');
}

/** A number field: right-aligned, zero-filled; a value that does not fit is a bug, not data to cut. */
function number(value: string | number | bigint, width: number): string {
  const digits = String(value);
  if (!/^\d+$/.test(digits) || digits.length > width) throw new Error(`zengin: ${digits} does not fit ${width} digits`);
  return digits.padStart(width, '0');
}

function senderText(value: string, what: string): string {
  const converted = toZenginText(value);
  // The sender comes from configuration: an operator cannot fix it from the console.
  if (!converted.ok) throw new AppError('PAYOUT_SENDER_NOT_CONFIGURED', { params: { what } });
  return converted.text;
}

function headerRecord(sender: ZenginSender, transferDate: string): string {
  return [
    '1', // data kind: header
    '21', // 種別コード: 総合振込
    '0', // コード区分: JIS/Shift_JIS
    number(sender.companyCode, 10),
    text(senderText(sender.companyName, 'companyName'), 40),
    transferDate.slice(5, 7) + transferDate.slice(8, 10), // 取組日 MMDD
    number(sender.bankCode, 4),
    text(senderText(sender.bankName, 'bankName'), 15),
    number(sender.branchCode, 3),
    text(senderText(sender.branchName, 'branchName'), 15),
    ACCOUNT_TYPE_CODE[sender.accountType],
    number(sender.accountNumber, 7),
    text('', 17),
  ].join('');
}

function dataRecord(transfer: ZenginTransfer): string {
  const name = toZenginText(transfer.holderKanaName);
  if (!name.ok || name.text === '') {
    throw new AppError('PAYOUT_FILE_UNENCODABLE', {
      params: { orderSn: transfer.orderSn, chars: name.ok ? '—' : name.bad.join(' ') },
    });
  }
  return [
    '2', // data kind: data
    number(transfer.bankCode, 4),
    // Bank and branch names are optional (the codes decide) and ours are stored in kanji.
    text('', 15),
    number(transfer.branchCode, 3),
    text('', 15),
    text('', 4), // 手形交換所番号: unused
    ACCOUNT_TYPE_CODE[transfer.accountType],
    number(transfer.accountNumber, 7),
    text(name.text, 30),
    number(transfer.amount, 10),
    '0', // 新規コード
    text('', 10), // 顧客コード1
    text('', 10), // 顧客コード2
    '7', // 振込指定区分: 電信 (telegraphic)
    ' ', // 識別表示
    text('', 7),
  ].join('');
}

function trailerRecord(count: number, total: number): string {
  return ['8', number(count, 6), number(total, 12), text('', 101)].join('');
}

const END_RECORD = '9'.padEnd(RECORD_BYTES, ' ');

/**
 * The file for these transfers, as Shift_JIS bytes. `transferDate` is the day (YYYY-MM-DD) the
 * bank is asked to pay. Throws PAYOUT_FILE_UNENCODABLE naming the first order whose holder name
 * the format cannot carry, so the operator knows which one to pay another way.
 */
export function zenginTransferFile(input: {
  sender: ZenginSender;
  transferDate: string;
  transfers: readonly ZenginTransfer[];
}): Buffer {
  const total = input.transfers.reduce((sum, transfer) => sum + transfer.amount, 0);
  const records = [
    headerRecord(input.sender, input.transferDate),
    ...input.transfers.map(dataRecord),
    trailerRecord(input.transfers.length, total),
    END_RECORD,
  ];
  const bytes = records.map((record) => {
    const encoded = iconv.encode(record, 'Shift_JIS');
    // Every character written is one byte in Shift_JIS (ASCII or half-width kana), so a record of
    // another length means a character slipped past the checks above.
    if (encoded.length !== RECORD_BYTES) throw new Error(`zengin: a record of ${encoded.length} bytes`);
    return encoded;
  });
  return Buffer.concat(bytes.flatMap((record) => [record, CRLF]));
}

const CRLF = Buffer.from('\r\n', 'latin1');
