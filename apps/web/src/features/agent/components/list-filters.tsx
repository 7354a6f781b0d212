import clsx from 'clsx';
import type { ReactNode } from 'react';
import { inputClass, labelClass } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { todayIn } from '../../../lib/format/tokyo-date.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { presetRange, type ListParams } from './list-params.ts';

/**
 * Date range (Tokyo days, with today / 7 days / this month presets), an optional username search
 * and optional extra fields (a status select). Changes apply at once; the range error is announced.
 */
export function ListFilters({
  id,
  list,
  reversed,
  onChange,
  search = true,
  children,
}: {
  id: string;
  list: ListParams;
  reversed: boolean;
  onChange: (next: Partial<ListParams>) => void;
  search?: boolean;
  children?: ReactNode;
}) {
  const { t } = useI18n('agent');
  const today = todayIn();
  const errorId = `${id}-range-error`;
  return (
    <form
      className="panel grid gap-3 p-4 sm:grid-cols-2 sm:gap-4 sm:p-5 lg:grid-cols-4 lg:items-start"
      aria-label={t('agent:shared.filters')}
      onSubmit={(event) => event.preventDefault()}
    >
      <fieldset className="min-w-0 sm:col-span-2 lg:col-span-4">
        <legend className={clsx(labelClass, 'mb-1.5')}>{t('agent:shared.presets.label')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['today', 'week', 'month'] as const).map((preset) => {
            const range = presetRange(preset, today);
            const active = list.from === range.from && list.to === range.to;
            return (
              <Button
                key={preset}
                size="sm"
                variant={active ? 'primary' : 'secondary'}
                aria-pressed={active}
                onClick={() => onChange(range)}
              >
                {t(`agent:shared.presets.${preset}`)}
              </Button>
            );
          })}
        </div>
      </fieldset>
      <div className="min-w-0">
        <label htmlFor={`${id}-from`} className={clsx(labelClass, 'mb-1.5')}>
          {t('agent:shared.from')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={inputClass}
          value={list.from}
          max={today}
          required
          onChange={(event) => event.target.value && onChange({ from: event.target.value })}
        />
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-to`} className={clsx(labelClass, 'mb-1.5')}>
          {t('agent:shared.to')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={inputClass}
          value={list.to}
          max={today}
          required
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? errorId : undefined}
          onChange={(event) => event.target.value && onChange({ to: event.target.value })}
        />
      </div>
      {search ? (
        <div className="min-w-0">
          <label htmlFor={`${id}-account`} className={clsx(labelClass, 'mb-1.5')}>
            {t('agent:shared.search')}
          </label>
          <div className="relative">
            <input
              id={`${id}-account`}
              type="search"
              className={clsx(inputClass, 'pl-10')}
              value={list.account}
              maxLength={16}
              autoComplete="off"
              aria-describedby={`${id}-account-hint`}
              onChange={(event) => onChange({ account: event.target.value.replace(/[^A-Za-z0-9]/g, '') })}
            />
            <Icon name="search" className="pointer-events-none absolute top-3 left-3 size-5 text-fg-subtle" />
          </div>
          <p id={`${id}-account-hint`} className="mt-1 text-xs text-fg-subtle">
            {t('agent:shared.searchHint')}
          </p>
        </div>
      ) : null}
      {children}
      {reversed ? (
        <p id={errorId} role="alert" className="flex items-start gap-1 text-sm text-danger sm:col-span-2 lg:col-span-4">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span>{t('agent:shared.rangeError')}</span>
        </p>
      ) : null}
    </form>
  );
}
