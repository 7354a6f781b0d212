import type * as Sonner from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { subscribeToasterWanted, toast, toasterReady, toasterWanted } from './toast.ts';

describe('toasts loaded on first use', () => {
  it('keeps toasts until the Toaster listens, then shows them in order; later ones go straight through', () => {
    const wanted = vi.fn();
    const unsubscribe = subscribeToasterWanted(wanted);
    expect(toasterWanted()).toBe(false);

    toast.error('first', { id: 'a' });
    toast.success('second');
    expect(toasterWanted()).toBe(true);
    expect(wanted).toHaveBeenCalledTimes(1);

    const sonner = { toast: { error: vi.fn(), success: vi.fn() } };
    toasterReady(sonner as unknown as typeof Sonner);
    expect(sonner.toast.error).toHaveBeenCalledWith('first', { id: 'a' });
    expect(sonner.toast.success).toHaveBeenCalledWith('second', undefined);

    toast.success('third');
    expect(sonner.toast.success).toHaveBeenLastCalledWith('third', undefined);
    // A second mount (StrictMode) shows nothing twice.
    toasterReady(sonner as unknown as typeof Sonner);
    expect(sonner.toast.success).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
