import { describe, expect, it } from 'vitest';
import { formatDateTimeIn, isIsoDate, todayIn } from './tokyo-date.ts';

describe('formatDateTimeIn', () => {
  it('shows the time in Tokyo whatever the device zone', () => {
    // 15:30 UTC is 00:30 the next day in Tokyo.
    expect(formatDateTimeIn('2025-05-01T15:30:00.000Z', 'en-US')).toBe('May 2, 2025, 12:30 AM');
    expect(formatDateTimeIn('2025-05-01T15:30:00.000Z', 'ja-JP')).toBe('2025/05/02 0:30');
  });

  it('shows a dash without a date', () => {
    expect(formatDateTimeIn(null, 'ja-JP')).toBe('—');
    expect(formatDateTimeIn('not a date', 'ja-JP')).toBe('—');
  });
});

describe('todayIn', () => {
  it('is the Tokyo calendar date', () => {
    expect(todayIn('Asia/Tokyo', new Date('2025-05-01T15:30:00.000Z'))).toBe('2025-05-02');
    expect(todayIn('Asia/Tokyo', new Date('2025-05-01T14:59:00.000Z'))).toBe('2025-05-01');
  });
});

describe('isIsoDate', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2025-02-28')).toBe(true);
    expect(isIsoDate('2025-02-30')).toBe(false);
    expect(isIsoDate('2025-2-3')).toBe(false);
  });
});
