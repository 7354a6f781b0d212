import { migrationCalls, type TMigrationFlow } from '@amigo/contract';
import { useState } from 'react';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useSchemaField, useSchemaForm } from '../../../lib/validation/use-schema-form.ts';
import { sendCode } from '../api/send-code.ts';
import { validateCard } from '../api/validate-card.ts';
import { StepAlert, stepProblem, type StepProblem } from './step-alert.tsx';
import { StepHeading } from './step-indicator.tsx';

/** The card check call's own fields (the flow id is the page's). */
const cardSchema = migrationCalls.jsyTransferValidateCard.request.pick({ holderName: true, last4: true });

type CardValues = { holderName: string; last4: string };

/** What the code step starts with: the flow, and the first code's sending (it may have failed). */
export interface CardChecked {
  flow: TMigrationFlow;
  sendError: unknown;
}

/**
 * Step 2: the cardholder name and last four digits of the card on file. On success the first
 * code goes to the legacy e-mail straight away, so the next step only asks for it.
 */
export function CardStep({
  flow,
  onChecked,
  onRestart,
}: {
  flow: TMigrationFlow;
  onChecked: (checked: CardChecked) => void;
  onRestart: () => void;
}) {
  // The page's fixed language (its I18nextProvider), for the page's texts and the field messages alike.
  const { t, language } = useI18n('migration');
  const [problem, setProblem] = useState<StepProblem>(null);
  const form = useSchemaForm({
    schema: cardSchema,
    fields: {
      holderName: { label: t('migration:card.holderName') },
      last4: { label: t('migration:card.last4'), invalid: t('migration:card.last4Format') },
    },
    defaultValues: { holderName: '', last4: '' },
  });
  const holderName = useSchemaField(form, 'holderName', { maxLength: 60 });
  const last4 = useSchemaField(form, 'last4', { mode: 'digit', maxLength: 4 });

  async function submit(values: CardValues) {
    setProblem(null);
    let checked: TMigrationFlow;
    try {
      checked = await validateCard({ flowId: flow.flowId, holderName: values.holderName.trim(), last4: values.last4 }, language);
    } catch (error) {
      setProblem(stepProblem(form, error, ['holderName', 'last4']));
      return;
    }
    try {
      onChecked({ flow: await sendCode(checked.flowId, language), sendError: null });
    } catch (error) {
      onChecked({ flow: checked, sendError: error });
    }
  }

  return (
    <section aria-labelledby="migration-step-heading">
      <StepHeading position={2}>{t('migration:card.heading')}</StepHeading>
      <p className="mb-5 text-sm text-fg-muted">{t('migration:card.intro')}</p>
      <StepAlert problem={problem} onRestart={onRestart} />
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="flex flex-col gap-4">
        <TextField
          id="migration-holder"
          label={t('migration:card.holderName')}
          field={holderName}
          required
          autoComplete="cc-name"
          spellCheck={false}
          hint={t('migration:card.holderHint')}
        />
        <TextField
          id="migration-last4"
          label={t('migration:card.last4')}
          field={last4}
          required
          autoComplete="off"
          className="max-w-40 tracking-[0.3em] tabular-nums"
        />
        <Button
          type="submit"
          size="lg"
          disabled={form.formState.isSubmitting}
          aria-busy={form.formState.isSubmitting || undefined}
        >
          {t('migration:card.submit')}
        </Button>
      </form>
    </section>
  );
}
