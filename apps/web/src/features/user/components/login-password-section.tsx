import { PASSWORD_MAX, PASSWORD_MIN } from '@amigo/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast/toast.ts';
import { PasswordStrengthMeter } from '../../../components/forms/password-strength-meter.tsx';
import { showServerError } from '../../../components/forms/server-error.ts';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { rotateToken } from '../../../lib/session/token-rotation.ts';
import { RULE_FORM_OPTIONS, useRuleField } from '../../../lib/validation/use-rule-field.ts';
import { changeLoginPassword } from '../api/change-login-password.ts';
import { SettingsSection } from './settings-section.tsx';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change the login password. Every other session ends; this one continues with the new token. */
export function LoginPasswordSection({ username }: { username: string }) {
  const { t } = useTranslation();
  const form = useForm<PasswordValues>({ ...RULE_FORM_OPTIONS, defaultValues: EMPTY });
  const oldPassword = useRuleField(form, 'oldPassword', {
    label: t('user.fields.oldPassword'),
    rules: [{ required: true }],
    maxLength: PASSWORD_MAX,
  });
  const newPassword = useRuleField(form, 'newPassword', {
    label: t('auth.fields.newPassword'),
    rules: [{ required: true }, { min: PASSWORD_MIN, max: PASSWORD_MAX, trigger: 'blur' }],
    maxLength: PASSWORD_MAX,
  });
  const confirmPassword = useRuleField(form, 'confirmPassword', {
    label: t('auth.fields.confirmPassword'),
    rules: [
      { required: true },
      { validator: (value) => value === form.getValues('newPassword') || t('forms.passwordMismatch'), trigger: 'blur' },
    ],
    maxLength: PASSWORD_MAX,
  });
  const newValue = useWatch({ control: form.control, name: 'newPassword' });

  async function submit(values: PasswordValues) {
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
