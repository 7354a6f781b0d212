import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX_LENGTH, migrationCalls, type TMigrationResult } from '@amigo/contract';
import clsx from 'clsx';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PasswordStrengthMeter } from '../../../components/forms/password-strength-meter.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { openAuthDialog } from '../../../lib/auth-dialog/auth-dialog-store.ts';
import { formatCoins } from '../../../lib/format/money.ts';
import { loadProfile, useProfile } from '../../../lib/session/profile.ts';
import { setToken } from '../../../lib/storage/local-storage.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useSchemaField, useSchemaForm } from '../../../lib/validation/use-schema-form.ts';
import type { CheckedFlow } from '../api/check-code.ts';
import { confirmMigration } from '../api/confirm-migration.ts';
import { StepAlert, stepProblem, type StepProblem } from './step-alert.tsx';
import { StepHeading } from './step-indicator.tsx';

type Mode = 'attach' | 'new';

/**
 * The confirm call's "new account" request (its username and password), and the confirmation
 * that must repeat the password (client only). Moving into the signed-in member asks for nothing.
 */
function confirmSchema(mode: Mode, mismatch: string) {
  if (mode === 'attach') return z.object({ account: z.string(), password: z.string(), confirmPassword: z.string() });
  const [, create] = migrationCalls.jsyTransferConfirm.request.options;
  return create
    .pick({ account: true, password: true })
    .extend({ confirmPassword: z.string().min(1) })
    .refine((values) => values.confirmPassword === values.password, {
      path: ['confirmPassword'],
      message: mismatch,
      when: () => true,
    });
}

const EMPTY = { account: '', password: '', confirmPassword: '' };

/**
 * Step 4: what moves (legacy account, coins), and where: into the signed-in member (only when
 * signed in; which account is shown) or a new Amigo Hall account, whose token then signs the
 * player in. The session's profile is reloaded after either, so the header shows the balance.
 */
export function ConfirmStep({
  checked,
  onDone,
  onRestart,
}: {
  checked: CheckedFlow;
  onDone: (result: TMigrationResult) => void;
  onRestart: () => void;
}) {
  // The page's fixed language (its I18nextProvider), for the page's texts and the field messages alike.
  const { t, language } = useI18n('migration');
  const profile = useProfile();
  const [chosen, setChosen] = useState<Mode | null>(null);
  const mode: Mode = profile ? (chosen ?? 'attach') : 'new';
  const [problem, setProblem] = useState<StepProblem>(null);
  const creating = mode === 'new';
  const mismatch = t('forms.passwordMismatch');
  // The new-account fields are checked only while they are on show.
  const schema = useMemo(() => confirmSchema(mode, mismatch), [mode, mismatch]);
  const form = useSchemaForm({
    schema,
    fields: {
      account: { label: t('migration:confirm.username'), invalid: t('auth.register.usernameFormat') },
      password: { label: t('migration:confirm.password') },
      confirmPassword: { label: t('migration:confirm.confirmPassword') },
    },
    defaultValues: EMPTY,
  });
  const account = useSchemaField(form, 'account', { maxLength: USERNAME_MAX_LENGTH });
  const password = useSchemaField(form, 'password', { maxLength: PASSWORD_MAX });
  const confirmPassword = useSchemaField(form, 'confirmPassword', { maxLength: PASSWORD_MAX });
  const passwordValue = useWatch({ control: form.control, name: 'password' });

  async function submit(values: typeof EMPTY) {
    setProblem(null);
    let result: TMigrationResult;
    try {
      result = await confirmMigration(
        creating
          ? { flowId: checked.flowId, mode: 'new', account: values.account.trim(), password: values.password }
          : { flowId: checked.flowId, mode: 'attach' },
        language,
      );
    } catch (error) {
      setProblem(stepProblem(form, error, creating ? ['account', 'password'] : []));
      return;
    }
    try {
      // As the auth feature does after a login: the token, then the profile into the session.
      if (result.token) setToken(result.token);
      await loadProfile({ silent: true, logoutOnAuthError: false });
    } catch {
      // The move is done; the header catches up on the next page (the route guard loads the profile).
    }
    onDone(result);
  }

  const option = (value: Mode, title: string, detail: string) => (
    <label
      className={clsx(
        'flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition-colors',
        mode === value ? 'border-gold-400/80 bg-gold-400/10' : 'border-line hover:border-violet-400/60',
      )}
    >
      <input
        type="radio"
        name="migration-mode"
        value={value}
        checked={mode === value}
        onChange={() => setChosen(value)}
        className="mt-1 size-4 shrink-0 accent-gold-400"
      />
      <span>
        <span className="block font-semibold text-fg">{title}</span>
        <span className="mt-0.5 block text-sm text-fg-muted">{detail}</span>
      </span>
    </label>
  );

  return (
    <section aria-labelledby="migration-step-heading">
      <StepHeading position={4}>{t('migration:confirm.heading')}</StepHeading>
      <div className="mt-4 mb-6 rounded-xl border border-gold-400/40 bg-night-900/70 p-4" data-testid="migration-summary">
        <h3 className="mb-3 text-sm font-semibold text-gold-200">{t('migration:confirm.summaryTitle')}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-fg-muted">{t('migration:confirm.legacyAccount')}</dt>
          <dd className="font-semibold break-all text-fg">{checked.summary.legacyUsername}</dd>
          <dt className="text-fg-muted">{t('migration:confirm.balance')}</dt>
          <dd className="flex items-center gap-1.5 font-semibold text-gold-200 tabular-nums">
            <Icon name="coins" className="size-4 text-gold-400" />
            {t('migration:confirm.coins', { amount: formatCoins(checked.summary.balance, language) })}
          </dd>
        </dl>
      </div>
      <StepAlert problem={problem} onRestart={onRestart} />
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="flex flex-col gap-4">
        {profile ? (
          <fieldset className="flex flex-col gap-2.5">
            <legend className="mb-2 text-sm font-medium text-fg-muted">{t('migration:confirm.destination')}</legend>
            {option('attach', t('migration:confirm.attach'), t('migration:confirm.attachDetail', { username: profile.username }))}
            {option('new', t('migration:confirm.create'), t('migration:confirm.createDetail'))}
          </fieldset>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm font-medium text-fg-muted">{t('migration:confirm.destination')}</p>
            <p className="rounded-xl border border-gold-400/80 bg-gold-400/10 px-4 py-3">
              <span className="block font-semibold text-fg">{t('migration:confirm.create')}</span>
              <span className="mt-0.5 block text-sm text-fg-muted">{t('migration:confirm.createDetail')}</span>
            </p>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
              <span>{t('migration:confirm.signInHint')}</span>
              <button
                type="button"
                className="font-medium text-gold-300 underline underline-offset-4 hover:text-gold-200"
                onClick={() => void openAuthDialog('login')}
              >
                {t('migration:confirm.signIn')}
              </button>
            </p>
          </div>
        )}
        {creating ? (
          <div className="flex flex-col gap-4">
            <TextField
              id="migration-username"
              label={t('migration:confirm.username')}
              field={account}
              required
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              hint={t('auth.register.usernameHint')}
            />
            <TextField
              id="migration-new-password"
              label={t('migration:confirm.password')}
              field={password}
              required
              type="password"
              revealable
              autoComplete="new-password"
              hint={t('forms.passwordHint', { min: PASSWORD_MIN })}
              describedBy="migration-password-strength"
              below={<PasswordStrengthMeter id="migration-password-strength" password={passwordValue} />}
            />
            <TextField
              id="migration-confirm-password"
              label={t('migration:confirm.confirmPassword')}
              field={confirmPassword}
              required
              type="password"
              revealable
              autoComplete="new-password"
            />
          </div>
        ) : null}
        <p className="flex items-start gap-2 text-sm text-fg-muted">
          <Icon name="info" className="mt-0.5 size-4 shrink-0 text-gold-300" />
          <span>{t('migration:confirm.once')}</span>
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={form.formState.isSubmitting}
          aria-busy={form.formState.isSubmitting || undefined}
        >
          {t('migration:confirm.submit')}
        </Button>
      </form>
    </section>
  );
}
