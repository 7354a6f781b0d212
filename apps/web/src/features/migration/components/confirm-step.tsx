import { PASSWORD_MAX, PASSWORD_MIN, type TMigrationResult } from '@amigo/contract';
import clsx from 'clsx';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PasswordStrengthMeter } from '../../../components/forms/password-strength-meter.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { openAuthDialog } from '../../../lib/auth-dialog/auth-dialog-store.ts';
import { formatCoins } from '../../../lib/format/money.ts';
import { loadProfile, useProfile } from '../../../lib/session/profile.ts';
import { setToken } from '../../../lib/storage/local-storage.ts';
import { RULE_FORM_OPTIONS, useRuleField } from '../../../lib/validation/use-rule-field.ts';
import type { CheckedFlow } from '../api/check-code.ts';
import { confirmMigration } from '../api/confirm-migration.ts';
import { useMigrationTranslation } from '../migration-i18n.ts';
import { StepAlert, stepProblem, type StepProblem } from './step-alert.tsx';
import { StepHeading } from './step-indicator.tsx';

/** The new account's username (the confirm call's rule): letters and digits, 4–20. */
const NEW_USERNAME = /^[A-Za-z0-9]{4,20}$/;

type Mode = 'attach' | 'new';

interface ConfirmValues {
  account: string;
  password: string;
  confirmPassword: string;
}

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
  const { mt, t, language } = useMigrationTranslation();
  const profile = useProfile();
  const [chosen, setChosen] = useState<Mode | null>(null);
  const mode: Mode = profile ? (chosen ?? 'attach') : 'new';
  const [problem, setProblem] = useState<StepProblem>(null);
  const form = useForm<ConfirmValues>({
    ...RULE_FORM_OPTIONS,
    defaultValues: { account: '', password: '', confirmPassword: '' },
  });
  const creating = mode === 'new';
  // Rules only while the new-account fields are on show.
  const account = useRuleField(form, 'account', {
    label: mt('confirm.username'),
    rules: creating
      ? [{ required: true }, { pattern: NEW_USERNAME, message: mt('confirm.usernameFormat'), trigger: 'blur' }]
      : [],
    maxLength: 20,
  });
  const password = useRuleField(form, 'password', {
    label: mt('confirm.password'),
    rules: creating ? [{ required: true }, { min: PASSWORD_MIN, max: PASSWORD_MAX, trigger: 'blur' }] : [],
    maxLength: PASSWORD_MAX,
  });
  const confirmPassword = useRuleField(form, 'confirmPassword', {
    label: mt('confirm.confirmPassword'),
    rules: creating
      ? [
          { required: true },
          { validator: (value) => value === form.getValues('password') || t('forms.passwordMismatch'), trigger: 'blur' },
        ]
      : [],
    maxLength: PASSWORD_MAX,
  });
  const passwordValue = useWatch({ control: form.control, name: 'password' });

  async function submit(values: ConfirmValues) {
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
      <StepHeading position={4}>{mt('confirm.heading')}</StepHeading>
      <div className="mt-4 mb-6 rounded-xl border border-gold-400/40 bg-night-900/70 p-4" data-testid="migration-summary">
        <h3 className="mb-3 text-sm font-semibold text-gold-200">{mt('confirm.summaryTitle')}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-fg-muted">{mt('confirm.legacyAccount')}</dt>
          <dd className="font-semibold break-all text-fg">{checked.summary.legacyUsername}</dd>
          <dt className="text-fg-muted">{mt('confirm.balance')}</dt>
          <dd className="flex items-center gap-1.5 font-semibold text-gold-200 tabular-nums">
            <Icon name="coins" className="size-4 text-gold-400" />
            {mt('confirm.coins', { amount: formatCoins(checked.summary.balance, language) })}
          </dd>
        </dl>
      </div>
      <StepAlert problem={problem} onRestart={onRestart} />
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="flex flex-col gap-4">
        {profile ? (
          <fieldset className="flex flex-col gap-2.5">
            <legend className="mb-2 text-sm font-medium text-fg-muted">{mt('confirm.destination')}</legend>
            {option('attach', mt('confirm.attach'), mt('confirm.attachDetail', { username: profile.username }))}
            {option('new', mt('confirm.create'), mt('confirm.createDetail'))}
          </fieldset>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm font-medium text-fg-muted">{mt('confirm.destination')}</p>
            <p className="rounded-xl border border-gold-400/80 bg-gold-400/10 px-4 py-3">
              <span className="block font-semibold text-fg">{mt('confirm.create')}</span>
              <span className="mt-0.5 block text-sm text-fg-muted">{mt('confirm.createDetail')}</span>
            </p>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
              <span>{mt('confirm.signInHint')}</span>
              <button
                type="button"
                className="font-medium text-gold-300 underline underline-offset-4 hover:text-gold-200"
                onClick={() => void openAuthDialog('login')}
              >
                {mt('confirm.signIn')}
              </button>
            </p>
          </div>
        )}
        {creating ? (
          <div className="flex flex-col gap-4">
            <TextField
              id="migration-username"
              label={mt('confirm.username')}
              field={account}
              required
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              hint={mt('confirm.usernameHint')}
            />
            <TextField
              id="migration-new-password"
              label={mt('confirm.password')}
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
              label={mt('confirm.confirmPassword')}
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
          <span>{mt('confirm.once')}</span>
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={form.formState.isSubmitting}
          aria-busy={form.formState.isSubmitting || undefined}
        >
          {mt('confirm.submit')}
        </Button>
      </form>
    </section>
  );
}
