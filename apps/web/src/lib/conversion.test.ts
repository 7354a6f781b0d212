import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_OP_CONVERSION, setConversionAdapter, trackRegistration } from './conversion.ts';

afterEach(() => setConversionAdapter(NO_OP_CONVERSION));

describe('registration conversion hook', () => {
  it('does nothing by default', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(() => trackRegistration()).not.toThrow();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('calls a configured adapter once per registration, and never lets it break registration', () => {
    const registration = vi.fn(() => {
      throw new Error('ad blocker');
    });
    setConversionAdapter({ registration });
    expect(() => trackRegistration()).not.toThrow();
    expect(registration).toHaveBeenCalledTimes(1);
  });
});
