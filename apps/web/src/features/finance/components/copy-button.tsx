import { toast } from '../../../lib/toast/toast.ts';
import { useFinanceTranslation } from '../../../lib/i18n/finance-translation.ts';

/** Writes text to the clipboard; the older execCommand route stands in where the API is missing. */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the selection route (permissions, insecure context).
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'fixed -left-[9999px] opacity-0';
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

/** A small button that copies one value; its accessible name says what ("口座番号をコピー"). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { ft } = useFinanceTranslation();
  async function copy() {
    if (await writeClipboard(value)) toast.success(ft('shared.copied', { label }), { id: `copied:${label}` });
    else toast.error(ft('shared.copyFailed'), { id: 'copy-failed' });
  }
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={ft('shared.copy', { label })}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-line text-fg-subtle transition-colors hover:border-gold-400/60 hover:text-gold-300"
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-4"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="9" y="9" width="11" height="11" rx="2" />
        <path d="M5 15V6a2 2 0 0 1 2-2h9" />
      </svg>
    </button>
  );
}
