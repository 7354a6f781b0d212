import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../test/render-console.tsx';
import { formatDateTime } from './format.ts';

beforeAll(initTestI18n);

describe('formatDateTime', () => {
  it('shows every moment in Tokyo time, labelled JST, whatever the machine’s zone', () => {
    // 01:00 UTC is 10:00 in Tokyo; 15:30 UTC is already the next day there.
    expect(formatDateTime('2025-04-01T01:00:00.000Z')).toBe('2025/04/01 10:00 JST');
    expect(formatDateTime('2025-04-01T15:30:00.000Z')).toBe('2025/04/02 0:30 JST');
    expect(formatDateTime(null)).toBe('—');
  });
});
