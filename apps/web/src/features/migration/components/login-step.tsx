import type { TMigrationFlow } from '@amigo/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RULE_FORM_OPTIONS, useRuleField } from '../../../lib/validation/use-rule-field.ts';
import { useMigrationCaptcha } from '../api/get-captcha.ts';
import { validateLegacyLogin } from '../api/validate-legacy-login.ts';
import { useMigrationTranslation } from '../migration-i18n.ts';
import { CaptchaPicture } from './captcha-picture.tsx';
import { StepAlert, stepProblem, type StepProblem } from './step-alert.tsx';
import { StepHeading } from './step-indicator.tsx';

interface LoginValues {
  account: string;
  password: string;
  qrcode: string;
}

/** Step 1: the legacy username, its password (or the operator's migration secret) and a captcha. */
export function LoginStep({ onValidated }: { onValidated: (flow: TMigrationFlow) => void }) {
  const { mt, language } = useMigrationTranslation();
  const [problem, setProblem] = useState<StepProblem>(null);
  const form = useForm<LoginValues>({ ...RULE_FORM_OPTIONS, defaultValues: { account: '', password: '', qrcode: '' } });
  const captcha = useMigrationCaptcha(language);
  const account = useRuleField(form, 'account', { label: mt('login.account'), rules: [{ required: true }], maxLength: 64 });
  const password = useRuleField(form, 'password', { label: mt('login.password'), rules: [{ required: true }], maxLength: 128 });
  const qrcode = useRuleField(form, 'qrcode', { label: mt('login.captcha'), rules: [{ required: true }], maxLength: 10 });

  function renewCaptcha() {
    form.setValue('qrcode', '');
    void captcha.refetch();
  }

  async function submit(values: LoginValues) {
    setProblem(null);
    const uuid = captcha.data?.uuid;
    if (!uuid) {
      renewCaptcha();
      return;
    }
    try {
      const flow = await validateLegacyLogin(
        { account: values.account.trim(), password: values.password, uuid, qrcode: values.qrcode.trim() },
        language,
      );
      onValidated(flow);
    } catch (error) {
      // The server burns a captcha on every try.
      renewCaptcha();
      setProblem(stepProblem(form, error, ['account', 'password', 'qrcode']));
    }
  }

  return (
    <section aria-labelledby="migration-step-heading">
      <StepHeading position={1}>{mt('login.heading')}</StepHeading>
      <p className="mb-5 text-sm text-fg-muted">{mt('login.intro')}</p>
      <StepAlert problem={problem} />
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="flex flex-col gap-4">
        <TextField
          id="migration-account"
          label={mt('login.account')}
          field={account}
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          id="migration-password"
          label={mt('login.password')}
          field={password}
          required
          type="password"
          revealable
          autoComplete="off"
        />
        <TextField
          id="migration-captcha"
          label={mt('login.captcha')}
          field={qrcode}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          addon={<CaptchaPicture captcha={captcha.data} loading={captcha.isFetching} onRefresh={renewCaptcha} />}
        />
        <Button
          type="submit"
          size="lg"
          disabled={form.formState.isSubmitting}
          aria-busy={form.formState.isSubmitting || undefined}
        >
          {mt('login.submit')}
        </Button>
      </form>
    </section>
  );
}
