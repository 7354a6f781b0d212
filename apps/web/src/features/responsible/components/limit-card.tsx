import type { TLimit } from '@amigo/contract';
import clsx from 'clsx';
import { useId, useRef, useState, type FormEvent } from 'react';
import { inputClass, labelClass } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { formatDateTimeIn } from '../../../lib/format/tokyo-date.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useSetLimit } from '../api/set-limit.ts';
import { RAISE_DELAY_MS, appliesNow, classifyChange, findLimit, limitUsage, parseLimitAmount } from '../rules.ts';

/**
 * One limit (a kind over a period): what is in force, how much of it is used (a progress bar),
 * a raise or removal waiting its 24 hours, and the form to set, lower, raise or remove it. What
 * a value would do (now, or after 24 hours) is said under the field before it is saved.
 */
export function LimitCard({
  kind,
  period,
  limit,
}: {
  kind: TLimit['kind'];
  period: TLimit['period'];
  limit: TLimit | undefined;
}) {
  const { t, language } = useI18n('responsible');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  // When the member last typed: a raise's "applies around" time is counted from it (read in the handler, not in render).
  const [typedAt, setTypedAt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const mutation = useSetLimit();

  const current = limit?.amount ?? null;
  const pending = limit?.pending ?? null;
  const usage = limit ? limitUsage(limit) : null;
  const parsed = parseLimitAmount(text);
  const change = parsed.ok ? classifyChange(current, parsed.amount) : null;
  const coins = (value: number) => formatCoins(value, language);
  const when = (iso: string) => formatDateTimeIn(iso, language);
  const inADay = () => when(new Date(typedAt + RAISE_DELAY_MS).toISOString());
  const periodLabel = t(`responsible:periods.${period}`);

  async function save(amount: number | null) {
    setError(null);
    setSaved(null);
    try {
      const status = await mutation.mutateAsync({ kind, period, amount });
      const after = findLimit(status.limits, kind, period);
      setSaved(
        after?.pending
          ? t('responsible:limits.saved.later', { at: when(after.pending.from) })
          : t('responsible:limits.saved.now'),
      );
      setText('');
    } catch (caught) {
      setError(isApiError(caught) ? caught.msg : String(caught));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.ok) {
      setSaved(null);
      setError(t(`responsible:limits.errors.${parsed.error}`));
      input.current?.focus();
      return;
    }
    void save(parsed.amount);
  }

  const preview =
    change === null || change === 'none'
      ? null
      : appliesNow(change)
        ? t(`responsible:limits.preview.${change as 'new' | 'lower' | 'same'}`)
        : t(`responsible:limits.preview.${change as 'raise' | 'remove'}`, { at: inADay() });
  const canRemove = current !== null && !(pending && pending.amount === null);
  const describedBy = [error ? `${id}-error` : null, preview ? `${id}-preview` : null].filter(Boolean).join(' ') || undefined;

  return (
    <div
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-line bg-night-900/60 p-4"
      data-testid={`limit-${kind}-${period}`}
    >
      <h3 className="text-base font-semibold text-fg">{periodLabel}</h3>
      <div>
        <p className="text-xs text-fg-subtle">{t('responsible:limits.current')}</p>
        <p className="text-xl font-bold text-gold-200 tabular-nums" data-testid="limit-current">
          {current === null ? (
            <span className="text-base font-semibold text-fg-muted">{t('responsible:limits.none')}</span>
          ) : (
            <>
              {coins(current)} <span className="text-sm font-normal text-fg-subtle">{t('responsible:page.coins')}</span>
            </>
          )}
        </p>
      </div>

      {usage ? (
        <div className="grid gap-1.5" data-testid="limit-usage">
          <progress
            className={clsx(
              'h-2.5 w-full appearance-none overflow-hidden rounded-full bg-night-700',
              '[&::-webkit-progress-bar]:rounded-full [&::-webkit-progress-bar]:bg-night-700',
              '[&::-webkit-progress-value]:rounded-full [&::-moz-progress-bar]:rounded-full',
              usage.reached
                ? '[&::-moz-progress-bar]:bg-red-400 [&::-webkit-progress-value]:bg-red-400'
                : '[&::-moz-progress-bar]:bg-gold-400 [&::-webkit-progress-value]:bg-gold-400',
            )}
            value={Math.min(usage.used, usage.amount)}
            max={usage.amount}
            aria-label={t('responsible:limits.usage', { period: periodLabel })}
            aria-valuetext={t('responsible:limits.used', { used: coins(usage.used), amount: coins(usage.amount) })}
          />
          <p className="flex flex-wrap justify-between gap-x-3 text-xs text-fg-muted tabular-nums">
            <span>{t('responsible:limits.used', { used: coins(usage.used), amount: coins(usage.amount) })}</span>
            <span className={usage.reached ? 'font-semibold text-danger' : undefined}>
              {usage.reached
                ? t('responsible:limits.reached')
                : t('responsible:limits.remaining', { remaining: coins(usage.remaining) })}
            </span>
          </p>
        </div>
      ) : null}

      {pending ? (
        <div
          className="rounded-lg border border-gold-400/50 bg-gold-400/10 p-3 text-xs text-fg-muted"
          data-testid="limit-pending"
        >
          <p className="flex items-center gap-1.5 text-sm font-semibold text-gold-200">
            <Icon name="clock" className="size-4 shrink-0" />
            {pending.amount === null
              ? t('responsible:limits.pendingRemoval', { at: when(pending.from) })
              : t('responsible:limits.pendingRaise', { amount: coins(pending.amount), at: when(pending.from) })}
          </p>
          <p className="mt-1">{t('responsible:limits.pendingNote')}</p>
        </div>
      ) : null}

      <form noValidate onSubmit={submit} className="mt-auto grid gap-2">
        <label htmlFor={`${id}-amount`} className={labelClass}>
          {t('responsible:limits.amountLabel')}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={`${id}-amount`}
            name="amount"
            inputMode="numeric"
            autoComplete="off"
            className={clsx(inputClass, 'flex-1 basis-32 tabular-nums')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setTypedAt(Date.now());
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <Button
            type="submit"
            className="h-11 shrink-0"
            disabled={mutation.isPending}
            aria-busy={mutation.isPending || undefined}
          >
            {t('responsible:limits.set')}
          </Button>
        </div>
        {preview ? (
          <p id={`${id}-preview`} className="text-xs leading-relaxed text-fg-subtle" data-testid="limit-preview">
            {preview}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        {saved ? (
          <p role="status" className="flex items-start gap-1.5 text-sm text-emerald-300">
            <Icon name="check" className="mt-0.5 size-4 shrink-0" />
            {saved}
          </p>
        ) : null}
        {canRemove ? (
          <div className="grid justify-items-start gap-1">
            <Button
              variant="ghost"
              size="sm"
              className="-ml-3"
              onClick={() => void save(null)}
              disabled={mutation.isPending}
              aria-describedby={`${id}-remove-note`}
            >
              <Icon name="trash" className="size-4" />
              {t('responsible:limits.remove')}
            </Button>
            <p id={`${id}-remove-note`} className="text-xs text-fg-subtle">
              {t('responsible:limits.rulesLater')}
            </p>
          </div>
        ) : null}
      </form>
    </div>
  );
}
