import { REALITY_CHECK_MINUTES } from '@amigo/contract';
import { useId, useState, type FormEvent } from 'react';
import { inputClass, labelClass } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useSetRealityCheck } from '../api/set-reality-check.ts';
import { PanelSection } from './panel-section.tsx';

const OFF = 'off';

/** The reality-check interval: off, 15, 30, 60 or 120 minutes. */
export function RealityCheckSection({ minutes }: { minutes: number | null }) {
  const { t } = useI18n('responsible');
  const id = useId();
  const [choice, setChoice] = useState(minutes === null ? OFF : String(minutes));
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const mutation = useSetRealityCheck();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    try {
      await mutation.mutateAsync(choice === OFF ? null : Number(choice));
      setMessage({ tone: 'ok', text: t('responsible:realityCheck.saved') });
    } catch (caught) {
      setMessage({ tone: 'error', text: isApiError(caught) ? caught.msg : String(caught) });
    }
  }

  return (
    <PanelSection
      id="reality-check"
      title={t('responsible:realityCheck.title')}
      icon="clock"
      description={t('responsible:realityCheck.description')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-md gap-2">
        <label htmlFor={`${id}-interval`} className={labelClass}>
          {t('responsible:realityCheck.label')}
        </label>
        <div className="flex flex-wrap gap-2">
          <select
            id={`${id}-interval`}
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value);
              setMessage(null);
            }}
            className={`${inputClass} flex-1 basis-40`}
            aria-describedby={`${id}-current`}
          >
            <option value={OFF}>{t('responsible:realityCheck.off')}</option>
            {REALITY_CHECK_MINUTES.map((value) => (
              <option key={value} value={String(value)}>
                {t('responsible:realityCheck.every', { minutes: value })}
              </option>
            ))}
          </select>
          <Button
            type="submit"
            className="h-11 shrink-0"
            disabled={mutation.isPending}
            aria-busy={mutation.isPending || undefined}
          >
            {t('responsible:realityCheck.save')}
          </Button>
        </div>
        <p id={`${id}-current`} className="text-xs text-fg-subtle" data-testid="reality-current">
          {minutes === null ? t('responsible:realityCheck.currentOff') : t('responsible:realityCheck.current', { minutes })}
        </p>
        {message ? (
          <p
            role={message.tone === 'ok' ? 'status' : 'alert'}
            className={`flex items-start gap-1.5 text-sm ${message.tone === 'ok' ? 'text-emerald-300' : 'text-danger'}`}
          >
            {message.tone === 'ok' ? <Icon name="check" className="mt-0.5 size-4 shrink-0" /> : null}
            {message.text}
          </p>
        ) : null}
      </form>
    </PanelSection>
  );
}
