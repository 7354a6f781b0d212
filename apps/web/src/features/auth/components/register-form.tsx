import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX_LENGTH, registrationCalls } from '@amigo/contract';
import clsx from 'clsx';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { z } from 'zod';
import { toast } from '../../../lib/toast/toast.ts';
import { PasswordStrengthMeter } from '../../../components/forms/password-strength-meter.tsx';
import { SendCodeButton } from '../../../components/forms/send-code-button.tsx';
import { showServerError } from '../../../components/forms/server-error.ts';
import { CheckboxField, TextField } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { trackRegistration } from '../../../lib/conversion.ts';
import { useCountdown } from '../../../lib/hooks/use-countdown.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useSchemaField, useSchemaForm } from '../../../lib/validation/use-schema-form.ts';
import { registerUser } from '../api/register-user.ts';
import { sendRegisterCode } from '../api/send-register-code.ts';
import { verifyRegisterCode } from '../api/verify-register-code.ts';
import { startSession } from '../session.ts';
import { campaignFor, forgetReferral } from '../../../lib/referral/referral.ts';

/** Step 0: register/valid's request; the terms box starts unticked (a boolean that must be true). */
const emailSchema = registrationCalls.registerValid.request.extend({
  acceptTerms: z.boolean().pipe(registrationCalls.registerValid.request.shape.acceptTerms),
});

/** Step 1: register/user's own fields, and the confirmation that must repeat the password (client only). */
function accountSchema(mismatch: string) {
  return registrationCalls.registerUser.request
    .pick({ account: true, password: true, agentCode: true })
    .extend({ confirmPassword: z.string().min(1) })
    .refine((values) => values.confirmPassword === values.password, {
      path: ['confirmPassword'],
      message: mismatch,
      when: () => true,
    });
}

/** SPEC §9: the send-code countdown, when the server does not say otherwise. */
const RESEND_SECONDS = 60;

interface Verified {
  email: string;
  code: string;
}

/**
 * The register tab, two steps (SPEC §4): step 0 the e-mail, its code and the terms; step 1 the
 * username, password (with the strength meter), its confirmation and the agent code. Both
 * steps stay mounted, so going back keeps what was typed and the countdown.
 */
export function RegisterForm({ agentCode, onRegistered }: { agentCode: string; onRegistered: () => void }) {
  const { t } = useI18n();
  const [verified, setVerified] = useState<Verified | null>(null);
  const step = verified ? 1 : 0;
  return (
    <div>
      <ol className="mb-5 grid grid-cols-2 gap-2 text-xs" aria-label={t('auth.register.steps')}>
        {[t('auth.register.step0'), t('auth.register.step1')].map((label, index) => (
          <li
            key={label}
            aria-current={index === step ? 'step' : undefined}
            className={clsx(
              'flex items-center gap-2 rounded-lg border px-2.5 py-2',
              index === step ? 'border-gold-400/70 bg-gold-400/10 text-gold-200' : 'border-line text-fg-subtle',
            )}
          >
            <span
              className={clsx(
                'flex size-5 shrink-0 items-center justify-center rounded-full text-[11px] font-bold',
                index === step ? 'bg-gold-400 text-night-950' : 'bg-night-700 text-fg-muted',
              )}
            >
              {index < step ? <Icon name="check" className="size-3.5" /> : index + 1}
            </span>
            <span className="leading-tight">{label}</span>
          </li>
        ))}
      </ol>
      <div hidden={step !== 0}>
        <EmailStep onVerified={setVerified} />
      </div>
      {verified ? (
        <AccountStep verified={verified} agentCode={agentCode} onBack={() => setVerified(null)} onRegistered={onRegistered} />
      ) : null}
    </div>
  );
}

function EmailStep({ onVerified }: { onVerified: (verified: Verified) => void }) {
  const { t } = useI18n();
  const emailLabel = t('auth.fields.email');
  const form = useSchemaForm({
    schema: emailSchema,
    fields: {
      email: { label: emailLabel },
      code: { label: t('auth.fields.emailCode') },
      acceptTerms: { label: t('routes.userAgreement'), kind: 'choose', required: t('auth.register.chooseAgreement') },
    },
    defaultValues: { email: '', code: '', acceptTerms: false },
  });
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const email = useSchemaField(form, 'email', { maxLength: 254 });
  const code = useSchemaField(form, 'code', { mode: 'digit', maxLength: 6 });
  const acceptTerms = useSchemaField(form, 'acceptTerms', { eager: true });
  const emailValue = useWatch({ control: form.control, name: 'email' });

  async function send() {
    // SPEC §5: the e-mail is validated before the code is sent.
    if (!(await form.trigger('email', { shouldFocus: true }))) return;
    const address = form.getValues('email').trim();
    setSending(true);
    try {
      const { resendAfter } = await sendRegisterCode(address);
      countdown.start(resendAfter || RESEND_SECONDS);
      setSent(true);
      toast.success(t('auth.register.codeSent', { email: address }));
      form.setFocus('code');
    } catch (error) {
      if (isApiError(error) && error.retryAfter) countdown.start(error.retryAfter);
      showServerError(form, error, ['email']);
    } finally {
      setSending(false);
    }
  }

  async function submit(values: { email: string; code: string }) {
    const address = values.email.trim();
    try {
      await verifyRegisterCode({ email: address, code: values.code, acceptTerms: true });
      onVerified({ email: address, code: values.code });
    } catch (error) {
      showServerError(form, error, ['email', 'code', 'acceptTerms']);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="flex flex-col gap-4">
      <TextField
        id="register-email"
        label={emailLabel}
        field={email}
        required
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="name@example.com"
        addon={
          <SendCodeButton
            remaining={countdown.remaining}
            sent={sent}
            sending={sending}
            disabled={!emailValue.trim()}
            onClick={() => void send()}
          />
        }
      />
      <TextField
        id="register-code"
        label={t('auth.fields.emailCode')}
        field={code}
        required
        autoComplete="one-time-code"
        hint={t('auth.register.codeHint')}
      />
      <CheckboxField id="register-terms" field={acceptTerms}>
        <Trans
          i18nKey="auth.register.agreement"
          components={{
            terms: (
              // SPEC §2: the user agreement opens in a new window, the form stays as it is.
              <a
                href="/user-agreement"
                target="_blank"
                rel="noopener"
                className="font-medium text-gold-300 underline underline-offset-4 hover:text-gold-200"
              />
            ),
          }}
        />
        <span className="sr-only"> {t('app.opensInNewWindow')}</span>
      </CheckboxField>
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting || undefined}>
        {t('auth.register.next')}
      </Button>
    </form>
  );
}

function AccountStep({
  verified,
  agentCode,
  onBack,
  onRegistered,
}: {
  verified: Verified;
  agentCode: string;
  onBack: () => void;
  onRegistered: () => void;
}) {
  const { t } = useI18n();
  const schema = useMemo(() => accountSchema(t('forms.passwordMismatch')), [t]);
  const form = useSchemaForm({
    schema,
    fields: {
      account: {
        label: t('auth.fields.username'),
        required: t('auth.register.usernameRequired'),
        invalid: t('auth.register.usernameFormat'),
      },
      password: { label: t('auth.fields.password') },
      confirmPassword: { label: t('auth.fields.confirmPassword') },
      agentCode: { label: t('auth.fields.agentCode'), invalid: t('validation.type', { name: t('auth.fields.agentCode') }) },
    },
    defaultValues: { account: '', password: '', confirmPassword: '', agentCode },
  });
  const account = useSchemaField(form, 'account', { maxLength: USERNAME_MAX_LENGTH });
  const password = useSchemaField(form, 'password', { maxLength: PASSWORD_MAX });
  const confirmPassword = useSchemaField(form, 'confirmPassword', { maxLength: PASSWORD_MAX });
  const agent = useSchemaField(form, 'agentCode', { maxLength: 32 });
  const passwordValue = useWatch({ control: form.control, name: 'password' });

  async function submit(values: { account: string; password: string; agentCode?: string | undefined }) {
    try {
      const { token } = await registerUser({
        account: values.account.trim(),
        email: verified.email,
        password: values.password,
        code: verified.code,
        agentCode: values.agentCode?.trim() || undefined,
        campaign: campaignFor(values.agentCode),
      });
      forgetReferral();
      await startSession(token);
      trackRegistration();
      onRegistered();
    } catch (error) {
      showServerError(form, error, ['account', 'password', 'agentCode']);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="flex flex-col gap-4">
      <p className="rounded-xl border border-line bg-night-900/60 px-3.5 py-2.5 text-sm text-fg-muted">
        <Icon name="check" className="mr-1.5 inline size-4 align-[-3px] text-emerald-400" />
        {t('auth.register.verifiedEmail', { email: verified.email })}
      </p>
      <TextField
        id="register-username"
        label={t('auth.fields.username')}
        field={account}
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={t('auth.register.usernameHint')}
      />
      <TextField
        id="register-password"
        label={t('auth.fields.password')}
        field={password}
        required
        type="password"
        revealable
        autoComplete="new-password"
        hint={t('forms.passwordHint', { min: PASSWORD_MIN })}
        describedBy="register-password-strength"
        below={<PasswordStrengthMeter id="register-password-strength" password={passwordValue} />}
      />
      <TextField
        id="register-confirm"
        label={t('auth.fields.confirmPassword')}
        field={confirmPassword}
        required
        type="password"
        revealable
        autoComplete="new-password"
      />
      <TextField
        id="register-agent"
        label={t('auth.fields.agentCode')}
        field={agent}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={t('auth.register.agentCodeHint')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" size="lg" onClick={onBack} className="sm:w-auto">
          <Icon name="arrowLeft" className="size-4" />
          {t('auth.register.back')}
        </Button>
        <Button
          type="submit"
          size="lg"
          className="sm:flex-1"
          disabled={form.formState.isSubmitting}
          aria-busy={form.formState.isSubmitting || undefined}
        >
          {t('auth.register.submit')}
        </Button>
      </div>
    </form>
  );
}
