import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes what needs quoting, keeps numbers, and defuses formulas', () => {
    expect(
      toCsv(
        ['day', 'note', 'n'],
        [
          ['2025-04-01', 'a, "b"', -5],
          ['x', '=SUM(A1)', null],
          ['line\nbreak', '-1', 0],
        ],
      ),
    ).toBe('day,note,n\r\n2025-04-01,"a, ""b""",-5\r\nx,\'=SUM(A1),\r\n"line\nbreak",\'-1,0\r\n');
  });
});
