import { toast } from '../../../lib/toast/toast.ts';
import { useCryptoTranslation } from '../i18n.ts';

/** Copies one value; its accessible name says what. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { ct } = useCryptoTranslation();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(ct('shared.copied', { label }), { id: `copied:${label}` });
    } catch {
      toast.error(ct('shared.copyFailed'), { id: 'copy-failed' });
    }
  }
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={ct('shared.copy', { label })}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-line text-fg-subtle transition-colors hover:border-gold-400/60 hover:text-gold-300"
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" className="size-4" aria-hidden="true">
        <rect x="9" y="9" width="11" height="11" rx="2" />
        <path d="M5 15V6a2 2 0 0 1 2-2h9" />
      </svg>
    </button>
  );
}
