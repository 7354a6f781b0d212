import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('CSV export', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(
      toCsv([
        ['campaign', 'clicks'],
        ['spring, 2026', 3],
        ['=HYPERLINK("x")', -1],
        ['say "hi"', 0],
      ]),
    ).toBe('\uFEFFcampaign,clicks\r\n"spring, 2026",3\r\n"\'=HYPERLINK(""x"")",-1\r\n"say ""hi""",0\r\n');
  });
});
