import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast/toast.ts';
import { Button } from './ui/button.tsx';

/** Writes text to the clipboard; the older execCommand route stands in where the API is missing or refused. */
export async function writeClipboard(text: string): Promise<boolean> {
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

/**
 * Copies one value and says so in a toast ("口座番号をコピーしました"), or asks the member to copy
 * it by hand when the browser refuses. Its accessible name says what it copies ("口座番号をコピー").
 * `icon`: a small square button beside the value; `text`: a secondary button reading "コピー".
 */
export function CopyButton({
  value,
  label,
  variant = 'icon',
}: {
  value: string;
  /** What the value is, as the member sees it beside the button ("口座番号"). */
  label: string;
  variant?: 'icon' | 'text';
}) {
  const { t } = useTranslation();
  async function copy() {
    if (await writeClipboard(value)) toast.success(t('clipboard.copied', { label }), { id: `copied:${label}` });
    else toast.error(t('clipboard.failed'), { id: 'copy-failed' });
  }
  const name = t('clipboard.copy', { label });
  if (variant === 'text') {
    return (
      <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={name}>
        {t('clipboard.button')}
      </Button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={name}
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
