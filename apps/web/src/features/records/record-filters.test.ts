import { describe, expect, it } from 'vitest';
import { isRangeReversed, pageCount, readRecordFilters, writeRecordFilters } from './record-filters.ts';

describe('record filters', () => {
  it('reads the address, ignoring what does not fit the tab', () => {
    expect(readRecordFilters(new URLSearchParams('tab=withdrawals&status=review&from=2025-05-01&page=3'))).toEqual({
      tab: 'withdrawals',
      status: 'review',
      from: '2025-05-01',
      to: undefined,
      page: 3,
    });
    expect(readRecordFilters(new URLSearchParams('status=review&to=2025-13-01&page=-2'))).toEqual({
      tab: 'deposits',
      status: undefined,
      from: undefined,
      to: undefined,
      page: 1,
    });
  });

  it('writes only what is set', () => {
    const params = writeRecordFilters({ tab: 'deposits', status: 'paid', from: undefined, to: '2025-05-31', page: 1 });
    expect(params.toString()).toBe('status=paid&to=2025-05-31');
  });

  it('spots a reversed range and counts pages', () => {
    expect(isRangeReversed({ from: '2025-05-02', to: '2025-05-01' })).toBe(true);
    expect(isRangeReversed({ from: '2025-05-01', to: '2025-05-01' })).toBe(false);
    expect(isRangeReversed({ from: undefined, to: '2025-05-01' })).toBe(false);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });
});
