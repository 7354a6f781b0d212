import { PASSWORD_MAX, PASSWORD_MIN, authCalls } from '@amigo/contract';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast/toast.ts';
import { CaptchaPicture } from '../../../components/forms/captcha-picture.tsx';
import { PasswordStrengthMeter } from '../../../components/forms/password-strength-meter.tsx';
import { showServerError } from '../../../components/forms/server-error.ts';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { getRememberedAccount } from '../../../lib/storage/local-storage.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useSchemaField, useSchemaForm } from '../../../lib/validation/use-schema-form.ts';
import { useCaptcha } from '../api/get-captcha.ts';
import { resetPassword } from '../api/reset-password.ts';
import { sendResetEmail } from '../api/send-reset-email.ts';

/** Step 1: the account and the captcha answer (its id comes with the picture). */
const requestSchema = authCalls.authSendEmail.request.pick({ account: true, qrcode: true });
/** Step 2: the call's own request, the e-mailed code in `qrcode`. */
const resetSchema = authCalls.authResetPassword.request;

/**
 * Find password (SPEC §4, §5): step 1 asks for the account and a captcha and mails a reset
 * code; step 2 takes the account, the new password and that code, then closes the dialog.
 */
export function FindPasswordForm({ onDone, onBackToLogin }: { onDone: () => void; onBackToLogin: () => void }) {
  const { t } = useI18n();
  const [account, setAccount] = useState<string | null>(null);
  return (
    <div>
      <p className="mb-4 text-sm leading-relaxed text-fg-muted">
        {account === null ? t('auth.findPassword.step1Lead') : t('auth.findPassword.step2Lead')}
      </p>
      {account === null ? (
        <RequestStep onSent={setAccount} />
      ) : (
        <ResetStep account={account} onDone={onDone} onResend={() => setAccount(null)} />
      )}
      <button
        type="button"
        className="mt-5 inline-flex items-center gap-1.5 text-sm font-medium text-gold-300 underline-offset-4 hover:underline"
        onClick={onBackToLogin}
      >
        <Icon name="arrowLeft" className="size-4" />
        {t('auth.findPassword.backToLogin')}
      </button>
    </div>
  );
}

function RequestStep({ onSent }: { onSent: (account: string) => void }) {
  const { t } = useI18n();
  const form = useSchemaForm({
    schema: requestSchema,
    fields: { account: { label: t('auth.fields.account') }, qrcode: { label: t('auth.fields.captcha') } },
    defaultValues: { account: getRememberedAccount().account, qrcode: '' },
  });
  const captcha = useCaptcha('findPassword');
  const account = useSchemaField(form, 'account', { maxLength: 254 });
  const qrcode = useSchemaField(form, 'qrcode', { maxLength: 10 });

  function renewCaptcha() {
    form.setValue('qrcode', '');
    void captcha.refetch();
  }

  async function submit(values: { account: string; qrcode: string }) {
    const uuid = captcha.data?.uuid;
    if (!uuid) {
      renewCaptcha();
      return;
    }
    const accountName = values.account.trim();
    try {
      await sendResetEmail({ account: accountName, uuid, qrcode: values.qrcode.trim() });
      // SPEC §8: the sent-tips toast. The same answer whether the account exists or not.
      toast.success(t('auth.findPassword.sentTips'));
      onSent(accountName);
    } catch (error) {
      renewCaptcha();
      showServerError(form, error, ['account', 'qrcode']);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="flex flex-col gap-4">
      <TextField
        id="find-account"
        label={t('auth.fields.account')}
        field={account}
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('auth.placeholders.account')}
      />
      <TextField
        id="find-captcha"
        label={t('auth.fields.captcha')}
        field={qrcode}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        addon={<CaptchaPicture captcha={captcha.data} loading={captcha.isFetching} onRefresh={renewCaptcha} />}
      />
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting || undefined}>
        {t('auth.findPassword.sendCode')}
      </Button>
    </form>
  );
}

function ResetStep({ account, onDone, onResend }: { account: string; onDone: () => void; onResend: () => void }) {
  const { t } = useI18n();
  const form = useSchemaForm({
    schema: resetSchema,
    fields: {
      account: { label: t('auth.fields.account') },
      newPassword: { label: t('auth.fields.newPassword') },
      qrcode: { label: t('auth.fields.resetCode') },
    },
    defaultValues: { account, newPassword: '', qrcode: '' },
  });
  const accountField = useSchemaField(form, 'account', { maxLength: 254 });
  const newPassword = useSchemaField(form, 'newPassword', { maxLength: PASSWORD_MAX });
  const qrcode = useSchemaField(form, 'qrcode', { mode: 'digit', maxLength: 6 });
  const passwordValue = useWatch({ control: form.control, name: 'newPassword' });

  async function submit(values: { account: string; newPassword: string; qrcode: string }) {
    try {
      await resetPassword({ account: values.account.trim(), newPassword: values.newPassword, qrcode: values.qrcode });
      // SPEC §8: the reset-success toast; §4: setting the new password closes the dialog.
      toast.success(t('auth.findPassword.resetSuccess'));
      onDone();
    } catch (error) {
      showServerError(form, error, ['account', 'newPassword', 'qrcode']);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="flex flex-col gap-4">
      <TextField
        id="reset-account"
        label={t('auth.fields.account')}
        field={accountField}
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        id="reset-password"
        label={t('auth.fields.newPassword')}
        field={newPassword}
        required
        type="password"
        revealable
        autoComplete="new-password"
        hint={t('forms.passwordHint', { min: PASSWORD_MIN })}
        describedBy="reset-password-strength"
        below={<PasswordStrengthMeter id="reset-password-strength" password={passwordValue} />}
      />
      <TextField
        id="reset-code"
        label={t('auth.fields.resetCode')}
        field={qrcode}
        required
        autoComplete="one-time-code"
        hint={t('auth.findPassword.codeHint')}
      />
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting || undefined}>
        {t('auth.findPassword.submit')}
      </Button>
      <button
        type="button"
        className="self-start text-sm font-medium text-gold-300 underline-offset-4 hover:underline"
        onClick={onResend}
      >
        {t('auth.findPassword.resend')}
      </button>
    </form>
  );
}
