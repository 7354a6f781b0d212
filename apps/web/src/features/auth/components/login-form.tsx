import { authCalls } from '@amigo/contract';
import { useState } from 'react';
import { z } from 'zod';
import { CaptchaPicture } from '../../../components/forms/captcha-picture.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { showServerError } from '../../../components/forms/server-error.ts';
import { Button } from '../../../components/ui/button.tsx';
import { clearToken, getRememberedAccount, rememberAccount } from '../../../lib/storage/local-storage.ts';
import { useIsDesktop } from '../../../lib/hooks/use-media-query.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useSchemaField, useSchemaForm } from '../../../lib/validation/use-schema-form.ts';
import { useCaptcha } from '../api/get-captcha.ts';
import { login } from '../api/login.ts';
import { startSession } from '../session.ts';

/** The login call's own fields (the captcha id comes with the picture) and "remember". */
const loginSchema = authCalls.authLogin.request
  .pick({ account: true, password: true, qrcode: true })
  .extend({ remember: z.boolean() });

type LoginValues = z.input<typeof loginSchema>;

/**
 * The login tab (SPEC §3, §5): account, password and captcha, all required. "Remember" keeps
 * the account name only; the password is left to the browser's password manager through the
 * autocomplete attributes (docs/decisions/0003-remember-account-not-password.md).
 */
export function LoginForm({ onSignedIn, onForgotPassword }: { onSignedIn: () => void; onForgotPassword: () => void }) {
  const { t } = useI18n();
  const [remembered] = useState(getRememberedAccount);
  const form = useSchemaForm({
    schema: loginSchema,
    fields: {
      account: { label: t('auth.fields.account') },
      password: { label: t('auth.fields.password') },
      qrcode: { label: t('auth.fields.captcha') },
    },
    defaultValues: { account: remembered.account, password: '', qrcode: '', remember: remembered.remember },
  });
  const captcha = useCaptcha('login');
  // On a desktop the dialog starts in the first empty field; on a phone the keyboard waits for a tap.
  const isDesktop = useIsDesktop();
  const account = useSchemaField(form, 'account', { maxLength: 254 });
  const password = useSchemaField(form, 'password', { maxLength: 128 });
  const qrcode = useSchemaField(form, 'qrcode', { maxLength: 10 });

  function renewCaptcha() {
    form.setValue('qrcode', '');
    void captcha.refetch();
  }

  async function submit(values: LoginValues) {
    const uuid = captcha.data?.uuid;
    if (!uuid) {
      renewCaptcha();
      return;
    }
    const accountName = values.account.trim();
    try {
      const { token } = await login({ account: accountName, password: values.password, uuid, qrcode: values.qrcode.trim() });
      rememberAccount(values.remember, accountName);
      await startSession(token);
      onSignedIn();
    } catch (error) {
      // SPEC §4: a failed login clears the token; §8: and shows a new captcha.
      clearToken();
      renewCaptcha();
      showServerError(form, error, ['account', 'password', 'qrcode']);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="flex flex-col gap-4">
      <TextField
        id="login-account"
        label={t('auth.fields.account')}
        field={account}
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('auth.placeholders.account')}
        autoFocus={isDesktop && !remembered.account}
      />
      <TextField
        id="login-password"
        label={t('auth.fields.password')}
        field={password}
        required
        type="password"
        revealable
        autoComplete="current-password"
        autoFocus={isDesktop && Boolean(remembered.account)}
      />
      <TextField
        id="login-captcha"
        label={t('auth.fields.captcha')}
        field={qrcode}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        addon={<CaptchaPicture captcha={captcha.data} loading={captcha.isFetching} onRefresh={renewCaptcha} />}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <label className="inline-flex items-center gap-2 text-sm text-fg-muted">
          <input type="checkbox" className="size-4 accent-gold-400" {...form.register('remember')} />
          {t('auth.login.remember')}
        </label>
        <button
          type="button"
          className="text-sm font-medium text-gold-300 underline-offset-4 hover:underline"
          onClick={onForgotPassword}
        >
          {t('auth.login.forgotPassword')}
        </button>
      </div>
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting || undefined}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
