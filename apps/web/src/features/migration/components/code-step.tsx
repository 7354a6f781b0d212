import { migrationCalls, type TMigrationFlow } from '@amigo/contract';
import { useEffect, useState } from 'react';
import { SendCodeButton } from '../../../components/forms/send-code-button.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useCountdown } from '../../../lib/hooks/use-countdown.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useSchemaField, useSchemaForm } from '../../../lib/validation/use-schema-form.ts';
import { checkCode, type CheckedFlow } from '../api/check-code.ts';
import { sendCode } from '../api/send-code.ts';
import type { CardChecked } from './card-step.tsx';
import { StepAlert, formProblem, stepProblem, type StepProblem } from './step-alert.tsx';
import { StepHeading } from './step-indicator.tsx';

/** The code check call's own field (the flow id is the page's). */
const codeSchema = migrationCalls.jsyTransferLogin.request.pick({ code: true });

/** SPEC §9: the send-code countdown, when the server does not say otherwise. */
const RESEND_SECONDS = 60;

/**
 * Step 3: the 6-digit code sent to the legacy e-mail (shown masked). "Resend" waits for the
 * server's countdown (`resendAfterSeconds`, 60 s).
 */
export function CodeStep({
  checked,
  onVerified,
  onRestart,
}: {
  checked: CardChecked;
  onVerified: (flow: CheckedFlow) => void;
  onRestart: () => void;
}) {
  // The page's fixed language (its I18nextProvider), for the page's texts and the field messages alike.
  const { t, language } = useI18n('migration');
  const [flow, setFlow] = useState<TMigrationFlow>(checked.flow);
  const [sent, setSent] = useState(checked.sendError === null);
  const [sending, setSending] = useState(false);
  /** Read out politely after a resend: the intro above does not change. */
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<StepProblem>(() => (checked.sendError ? formProblem(checked.sendError) : null));
  const countdown = useCountdown();
  const { start } = countdown;
  useEffect(() => {
    const wait = isApiError(checked.sendError) ? checked.sendError.retryAfter : checked.flow.resendAfterSeconds;
    if (wait) start(wait);
  }, [checked, start]);
  const form = useSchemaForm({
    schema: codeSchema,
    fields: { code: { label: t('migration:code.code'), invalid: t('migration:code.codeFormat') } },
    defaultValues: { code: '' },
  });
  const code = useSchemaField(form, 'code', { mode: 'digit', maxLength: 6 });

  async function resend() {
    setProblem(null);
    setNotice('');
    setSending(true);
    try {
      const next = await sendCode(flow.flowId, language);
      setFlow(next);
      setSent(true);
      setNotice(t('migration:code.sent', { email: next.maskedEmail }));
      countdown.start(next.resendAfterSeconds || RESEND_SECONDS);
      form.setFocus('code');
    } catch (error) {
      if (isApiError(error) && error.retryAfter) countdown.start(error.retryAfter);
      setProblem(formProblem(error));
    } finally {
      setSending(false);
    }
  }

  async function submit(values: { code: string }) {
    setProblem(null);
    try {
      onVerified(await checkCode({ flowId: flow.flowId, code: values.code }, language));
    } catch (error) {
      setProblem(stepProblem(form, error, ['code']));
    }
  }

  return (
    <section aria-labelledby="migration-step-heading">
      <StepHeading position={3}>{t('migration:code.heading')}</StepHeading>
      <p className="mb-5 flex items-start gap-2 text-sm text-fg-muted" data-testid="migration-code-intro">
        <Icon name="mail" className="mt-0.5 size-4 shrink-0 text-gold-300" />
        <span>
          {sent
            ? t('migration:code.intro', { email: flow.maskedEmail })
            : t('migration:code.notSent', { email: flow.maskedEmail })}
        </span>
      </p>
      <StepAlert problem={problem} onRestart={onRestart} />
      <p role="status" className="sr-only">
        {notice}
      </p>
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="flex flex-col gap-4">
        <TextField
          id="migration-code"
          label={t('migration:code.code')}
          field={code}
          required
          autoComplete="one-time-code"
          className="tracking-[0.3em] tabular-nums"
          addon={
            <SendCodeButton
              remaining={countdown.remaining}
              sent={sent}
              sending={sending}
              disabled={false}
              onClick={() => void resend()}
            />
          }
        />
        <Button
          type="submit"
          size="lg"
          disabled={form.formState.isSubmitting}
          aria-busy={form.formState.isSubmitting || undefined}
        >
          {t('migration:code.submit')}
        </Button>
      </form>
    </section>
  );
}
