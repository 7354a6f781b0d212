import type { TMigrationFlow } from '@amigo/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RULE_FORM_OPTIONS, useRuleField } from '../../../lib/validation/use-rule-field.ts';
import { sendCode } from '../api/send-code.ts';
import { validateCard } from '../api/validate-card.ts';
import { useMigrationTranslation } from '../migration-i18n.ts';
import { StepAlert, stepProblem, type StepProblem } from './step-alert.tsx';
import { StepHeading } from './step-indicator.tsx';

interface CardValues {
  holderName: string;
  last4: string;
}

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
  const { mt, language } = useMigrationTranslation();
  const [problem, setProblem] = useState<StepProblem>(null);
  const form = useForm<CardValues>({ ...RULE_FORM_OPTIONS, defaultValues: { holderName: '', last4: '' } });
  const holderName = useRuleField(form, 'holderName', {
    label: mt('card.holderName'),
    rules: [{ required: true }],
    maxLength: 60,
  });
  const last4 = useRuleField(form, 'last4', {
    label: mt('card.last4'),
    rules: [{ required: true }, { pattern: /^\d{4}$/, message: mt('card.last4Format'), trigger: 'blur' }],
    mode: 'digit',
    maxLength: 4,
  });

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
      <StepHeading position={2}>{mt('card.heading')}</StepHeading>
      <p className="mb-5 text-sm text-fg-muted">{mt('card.intro')}</p>
      <StepAlert problem={problem} onRestart={onRestart} />
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="flex flex-col gap-4">
        <TextField
          id="migration-holder"
          label={mt('card.holderName')}
          field={holderName}
          required
          autoComplete="cc-name"
          spellCheck={false}
          hint={mt('card.holderHint')}
        />
        <TextField
          id="migration-last4"
          label={mt('card.last4')}
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
          {mt('card.submit')}
        </Button>
      </form>
    </section>
  );
}
