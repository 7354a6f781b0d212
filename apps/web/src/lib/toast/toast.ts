import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner in the first download: the first toast loads sonner and mounts its
 * Toaster (ToastHost in app.tsx), and is shown as soon as the Toaster listens. The same calls
 * as sonner's `toast.success` / `toast.error`.
 */
type Kind = 'success' | 'error';
interface Pending {
  kind: Kind;
  message: string;
  options: ExternalToast | undefined;
}

let sonner: typeof Sonner | null = null;
let ready = false;
const pending: Pending[] = [];
const listeners = new Set<() => void>();

function show(kind: Kind, message: string, options?: ExternalToast): void {
  if (ready && sonner) {
    sonner.toast[kind](message, options);
    return;
  }
  pending.push({ kind, message, options });
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
};

/** Whether a toast has been asked for (ToastHost mounts the Toaster from then on). */
let wanted = false;
export function toasterWanted(): boolean {
  return wanted;
}
export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the Toaster's host once the Toaster has mounted and listens: shows what waited. */
export function toasterReady(module: typeof Sonner): void {
  sonner = module;
  ready = true;
  for (const { kind, message, options } of pending.splice(0)) module.toast[kind](message, options);
}
