import { PASSWORD_MAX, PASSWORD_MIN, authCalls } from '@amigo/contract';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { toast } from '../../../lib/toast/toast.ts';
import { PasswordStrengthMeter } from '../../../components/forms/password-strength-meter.tsx';
import { showServerError } from '../../../components/forms/server-error.ts';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { rotateToken } from '../../../lib/session/token-rotation.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useSchemaField, useSchemaForm } from '../../../lib/validation/use-schema-form.ts';
import { changeLoginPassword } from '../api/change-login-password.ts';
import { SettingsSection } from './settings-section.tsx';

/** The call's request, and the confirmation that must repeat the new password (client only). */
function passwordSchema(mismatch: string) {
  return authCalls.authPasswordUpdate.request
    .extend({ confirmPassword: z.string().min(1) })
    .refine((values) => values.confirmPassword === values.newPassword, {
      path: ['confirmPassword'],
      message: mismatch,
      when: () => true,
    });
}

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change the login password. Every other session ends; this one continues with the new token. */
export function LoginPasswordSection({ username }: { username: string }) {
  const { t } = useI18n();
  const schema = useMemo(() => passwordSchema(t('forms.passwordMismatch')), [t]);
  const form = useSchemaForm({
    schema,
    fields: {
      oldPassword: { label: t('user.fields.oldPassword') },
      newPassword: { label: t('auth.fields.newPassword') },
      confirmPassword: { label: t('auth.fields.confirmPassword') },
    },
    defaultValues: EMPTY,
  });
  const oldPassword = useSchemaField(form, 'oldPassword', { maxLength: PASSWORD_MAX });
  const newPassword = useSchemaField(form, 'newPassword', { maxLength: PASSWORD_MAX });
  const confirmPassword = useSchemaField(form, 'confirmPassword', { maxLength: PASSWORD_MAX });
  const newValue = useWatch({ control: form.control, name: 'newPassword' });

  async function submit(values: typeof EMPTY) {
    try {
      await rotateToken(() => changeLoginPassword({ oldPassword: values.oldPassword, newPassword: values.newPassword }));
      form.reset(EMPTY);
      toast.success(t('user.loginPassword.changed'));
    } catch (error) {
      showServerError(form, error, ['oldPassword', 'newPassword']);
    }
  }

  return (
    <SettingsSection
      id="login-password"
      title={t('user.loginPassword.title')}
      icon="lock"
      description={t('user.loginPassword.description')}
    >
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-4 sm:max-w-md">
        {/* Lets the browser's password manager know whose password changes. */}
        <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
        <TextField
          id="old-password"
          label={t('user.fields.oldPassword')}
          field={oldPassword}
          required
          type="password"
          revealable
          autoComplete="current-password"
        />
        <TextField
          id="new-password"
          label={t('auth.fields.newPassword')}
          field={newPassword}
          required
          type="password"
          revealable
          autoComplete="new-password"
          hint={t('forms.passwordHint', { min: PASSWORD_MIN })}
          describedBy="new-password-strength"
          below={<PasswordStrengthMeter id="new-password-strength" password={newValue} />}
        />
        <TextField
          id="confirm-password"
          label={t('auth.fields.confirmPassword')}
          field={confirmPassword}
          required
          type="password"
          revealable
          autoComplete="new-password"
        />
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting || undefined}>
            {t('user.loginPassword.submit')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
