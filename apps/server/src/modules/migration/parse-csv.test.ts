import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { parseCsv } from './import-legacy.ts';

const HEADER = 'legacy_username,password_hash,secret,email,phone,holder_name,card_last4,balance';

describe('reading the legacy import file', () => {
  it('names each field by the header, with quotes, "" escapes, commas inside quotes and CRLF', () => {
    const csv = [
      `\uFEFF${HEADER}`,
      'a1,,Secret-Long-1,a@example.test,,"SATO, ""JIRO""",5555,100',
      'b2,,s,b@x.test,,"LINE\nTWO",1234,0',
    ].join('\r\n');
    expect(parseCsv(csv)).toEqual([
      {
        legacy_username: 'a1',
        password_hash: '',
        secret: 'Secret-Long-1',
        email: 'a@example.test',
        phone: '',
        holder_name: 'SATO, "JIRO"',
        card_last4: '5555',
        balance: '100',
      },
      expect.objectContaining({ legacy_username: 'b2', holder_name: 'LINE\nTWO', balance: '0' }),
    ]);
  });

  it('skips blank records, fills a short record with empty fields and ignores extra ones', () => {
    const rows = parseCsv([HEADER, '', 'short,,x', ',,,,,,,', 'long,,s,e@x.test,,N,1234,5,extra,more', ''].join('\n'));
    expect(rows.map((r) => [r.legacy_username, r.email, r.balance])).toEqual([
      ['short', '', ''],
      ['long', 'e@x.test', '5'],
    ]);
  });

  it('answers no rows for an empty file or a header alone', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv(`${HEADER}\n`)).toEqual([]);
  });

  it('refuses a file that is not CSV (an unclosed quote) as invalid input on csv', () => {
    const refusal = (() => {
      try {
        parseCsv(`${HEADER}\na1,,"unclosed,x@example.test,,N,1234,1`);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ reason: 'INVALID_INPUT', field: 'csv' });
  });
});
