import { PASSWORD_MAX, authCalls, type TUserProfile } from '@amigo/contract';
import { useMemo } from 'react';
import { z } from 'zod';
import { toast } from '../../../lib/toast/toast.ts';
import { showServerError } from '../../../components/forms/server-error.ts';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { loadProfile } from '../../../lib/session/profile.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useSchemaField, useSchemaForm } from '../../../lib/validation/use-schema-form.ts';
import { setPaymentPassword } from '../api/set-payment-password.ts';

const EMPTY = { loginPassword: '', oldPaymentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' };

/**
 * The call's request with the proof its mode asks for made required (the login password to set
 * it, the old payment password to change it; the other is not on the form), and the confirmation
 * that must repeat the new password (client only).
 */
function paymentSchema(mode: 'set' | 'change', mismatch: string) {
  const request = authCalls.authPasswordUpdatePayment.request.shape;
  return z
    .object({
      loginPassword: mode === 'set' ? request.loginPassword.unwrap() : z.string(),
      oldPaymentPassword: mode === 'change' ? request.oldPaymentPassword.unwrap() : z.string(),
      newPaymentPassword: request.newPaymentPassword,
      confirmPaymentPassword: z.string().min(1),
    })
    .refine((values) => values.confirmPaymentPassword === values.newPaymentPassword, {
      path: ['confirmPaymentPassword'],
      message: mismatch,
      when: () => true,
    });
}

/**
 * The payment (fund) password: six digits, asked before withdrawals and transfers. Set the
 * first time with the login password; changed later with the old payment password.
 */
export function PaymentPasswordForm({ profile, idPrefix = 'payment' }: { profile: TUserProfile; idPrefix?: string }) {
  const { t } = useI18n();
  const mode = profile.hasPaymentPassword ? 'change' : 'set';
  const schema = useMemo(() => paymentSchema(mode, t('forms.passwordMismatch')), [mode, t]);
  const sixDigits = t('user.payment.sixDigits');
  const form = useSchemaForm({
    schema,
    fields: {
      loginPassword: { label: t('user.fields.loginPassword') },
      oldPaymentPassword: { label: t('user.fields.oldPaymentPassword'), invalid: sixDigits },
      newPaymentPassword: { label: t('user.fields.newPaymentPassword'), invalid: sixDigits },
      confirmPaymentPassword: { label: t('user.fields.confirmPaymentPassword') },
    },
    defaultValues: EMPTY,
  });
  const pin = { mode: 'digit', maxLength: 6 } as const;
  const loginPassword = useSchemaField(form, 'loginPassword', { maxLength: PASSWORD_MAX });
  const oldPaymentPassword = useSchemaField(form, 'oldPaymentPassword', pin);
  const newPaymentPassword = useSchemaField(form, 'newPaymentPassword', pin);
  const confirmPaymentPassword = useSchemaField(form, 'confirmPaymentPassword', pin);

  async function submit(values: typeof EMPTY) {
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
