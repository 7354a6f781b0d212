import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { passwordStrength, type PasswordStrength } from '../../lib/validation/password-strength.ts';

const BAR_COLOURS: Record<PasswordStrength, string> = {
  0: 'bg-danger',
  1: 'bg-danger',
  2: 'bg-gold-500',
  3: 'bg-gold-300',
  4: 'bg-emerald-400',
};

/**
 * SPEC §5: a password's strength, 0–4 (shorter than 6 characters is 0; one point each for a
 * lowercase letter, an uppercase letter, a digit, a symbol). Four bars and a word, announced
 * politely as the player types. Advice only: the server's policy decides what is accepted.
 */
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const score = passwordStrength(password);
  return (
    <div id={id} className="mt-2">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={clsx('h-1.5 flex-1 rounded-full', password && score >= step ? BAR_COLOURS[score] : 'bg-night-700')}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-fg-subtle" aria-live="polite">
        {t('forms.strength.label')}: {password ? t(`forms.strength.level${score}`) : '—'}
      </p>
    </div>
  );
}
