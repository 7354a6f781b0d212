import { migrationCalls, type TMigrationFlow } from '@amigo/contract';
import { useState } from 'react';
import { CaptchaPicture } from '../../../components/forms/captcha-picture.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useSchemaField, useSchemaForm } from '../../../lib/validation/use-schema-form.ts';
import { useMigrationCaptcha } from '../api/get-captcha.ts';
import { validateLegacyLogin } from '../api/validate-legacy-login.ts';
import { StepAlert, stepProblem, type StepProblem } from './step-alert.tsx';
import { StepHeading } from './step-indicator.tsx';

/** The legacy login call's own fields (the captcha id comes with the picture). */
const loginSchema = migrationCalls.jsyTransferValidate.request.pick({ account: true, password: true, qrcode: true });

/** Step 1: the legacy username, its password (or the operator's migration secret) and a captcha. */
export function LoginStep({ onValidated }: { onValidated: (flow: TMigrationFlow) => void }) {
  // The page's fixed language (its I18nextProvider), for the page's texts and the field messages alike.
  const { t, language } = useI18n('migration');
  const [problem, setProblem] = useState<StepProblem>(null);
  const form = useSchemaForm({
    schema: loginSchema,
    fields: {
      account: { label: t('migration:login.account') },
      password: { label: t('migration:login.password') },
      qrcode: { label: t('migration:login.captcha') },
    },
    defaultValues: { account: '', password: '', qrcode: '' },
  });
  const captcha = useMigrationCaptcha(language);
  const account = useSchemaField(form, 'account', { maxLength: 64 });
  const password = useSchemaField(form, 'password', { maxLength: 128 });
  const qrcode = useSchemaField(form, 'qrcode', { maxLength: 10 });

  function renewCaptcha() {
    form.setValue('qrcode', '');
    void captcha.refetch();
  }

  async function submit(values: { account: string; password: string; qrcode: string }) {
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
      <StepHeading position={1}>{t('migration:login.heading')}</StepHeading>
      <p className="mb-5 text-sm text-fg-muted">{t('migration:login.intro')}</p>
      <StepAlert problem={problem} />
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="flex flex-col gap-4">
        <TextField
          id="migration-account"
          label={t('migration:login.account')}
          field={account}
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          id="migration-password"
          label={t('migration:login.password')}
          field={password}
          required
          type="password"
          revealable
          autoComplete="off"
        />
        <TextField
          id="migration-captcha"
          label={t('migration:login.captcha')}
          field={qrcode}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          addon={
            <CaptchaPicture
              captcha={captcha.data}
              loading={captcha.isFetching}
              onRefresh={renewCaptcha}
              labels={{ refresh: t('migration:login.captchaRefresh'), image: t('migration:login.captchaImage') }}
            />
          }
        />
        <Button
          type="submit"
          size="lg"
          disabled={form.formState.isSubmitting}
          aria-busy={form.formState.isSubmitting || undefined}
        >
          {t('migration:login.submit')}
        </Button>
      </form>
    </section>
  );
}
