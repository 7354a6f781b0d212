import { PASSWORD_MAX, ZPaymentPassword, type TUserProfile } from '@amigo/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast/toast.ts';
import { showServerError } from '../../../components/forms/server-error.ts';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { loadProfile } from '../../../lib/session/profile.ts';
import { RULE_FORM_OPTIONS, useRuleField } from '../../../lib/validation/use-rule-field.ts';
import { setPaymentPassword } from '../api/set-payment-password.ts';

interface PaymentValues {
  loginPassword: string;
  oldPaymentPassword: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

const EMPTY: PaymentValues = { loginPassword: '', oldPaymentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' };

/**
 * The payment (fund) password: six digits, asked before withdrawals and transfers. Set the
 * first time with the login password; changed later with the old payment password.
 */
export function PaymentPasswordForm({ profile, idPrefix = 'payment' }: { profile: TUserProfile; idPrefix?: string }) {
  const { t } = useTranslation();
  const mode = profile.hasPaymentPassword ? 'change' : 'set';
  const form = useForm<PaymentValues>({ ...RULE_FORM_OPTIONS, defaultValues: EMPTY });
  const sixDigits = {
    validator: (value: unknown) => ZPaymentPassword.safeParse(value).success,
    message: t('user.payment.sixDigits'),
  };
  const pin = { mode: 'digit', maxLength: 6 } as const;
  const loginPassword = useRuleField(form, 'loginPassword', {
    label: t('user.fields.loginPassword'),
    rules: mode === 'set' ? [{ required: true }] : [],
    maxLength: PASSWORD_MAX,
  });
  const oldPaymentPassword = useRuleField(form, 'oldPaymentPassword', {
    label: t('user.fields.oldPaymentPassword'),
    rules: mode === 'change' ? [{ required: true }, { ...sixDigits, trigger: 'blur' }] : [],
    ...pin,
  });
  const newPaymentPassword = useRuleField(form, 'newPaymentPassword', {
    label: t('user.fields.newPaymentPassword'),
    rules: [{ required: true }, { ...sixDigits, trigger: 'blur' }],
    ...pin,
  });
  const confirmPaymentPassword = useRuleField(form, 'confirmPaymentPassword', {
    label: t('user.fields.confirmPaymentPassword'),
    rules: [
      { required: true },
      {
        validator: (value) => value === form.getValues('newPaymentPassword') || t('forms.passwordMismatch'),
        trigger: 'blur',
      },
    ],
    ...pin,
  });

  async function submit(values: PaymentValues) {
    try {
      await setPaymentPassword(
        mode === 'set'
          ? { loginPassword: values.loginPassword, newPaymentPassword: values.newPaymentPassword }
          : { oldPaymentPassword: values.oldPaymentPassword, newPaymentPassword: values.newPaymentPassword },
      );
      form.reset(EMPTY);
      toast.success(mode === 'set' ? t('user.payment.setDone') : t('user.payment.changed'));
      await loadProfile({ silent: true }).catch(() => undefined);
    } catch (error) {
      showServerError(form, error, ['loginPassword', 'oldPaymentPassword', 'newPaymentPassword']);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-4 sm:max-w-md">
      <p className="text-sm text-fg-muted" data-testid="payment-password-state">
        {mode === 'set' ? t('user.payment.notSetYet') : t('user.payment.isSet')}
      </p>
      <input type="text" name="username" value={profile.username} autoComplete="username" readOnly hidden />
      {mode === 'set' ? (
        <TextField
          id={`${idPrefix}-login-password`}
          label={t('user.fields.loginPassword')}
          field={loginPassword}
          required
          type="password"
          revealable
          autoComplete="current-password"
        />
      ) : (
        <TextField
          id={`${idPrefix}-old`}
          label={t('user.fields.oldPaymentPassword')}
          field={oldPaymentPassword}
          required
          type="password"
          inputMode="numeric"
          autoComplete="off"
          className="font-mono tracking-[0.4em]"
        />
      )}
      <TextField
        id={`${idPrefix}-new`}
        label={t('user.fields.newPaymentPassword')}
        field={newPaymentPassword}
        required
        type="password"
        inputMode="numeric"
        autoComplete="off"
        className="font-mono tracking-[0.4em]"
        hint={t('user.payment.hint')}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        label={t('user.fields.confirmPaymentPassword')}
        field={confirmPaymentPassword}
        required
        type="password"
        inputMode="numeric"
        autoComplete="off"
        className="font-mono tracking-[0.4em]"
      />
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting || undefined}>
          {mode === 'set' ? t('user.payment.setSubmit') : t('user.payment.changeSubmit')}
        </Button>
      </div>
    </form>
  );
}
