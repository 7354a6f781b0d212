import type { TMigrationResult } from '@amigo/contract';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { StepHeading } from './step-indicator.tsx';

/** The end: how many coins moved, from which legacy account, into which Amigo Hall account. */
export function DoneStep({
  result,
  hallPath,
  userCenterPath,
}: {
  result: TMigrationResult;
  hallPath: string;
  userCenterPath: string;
}) {
  const { t, language } = useI18n('migration');
  const amount = formatCoins(result.movedCoins, language);
  return (
    <section aria-labelledby="migration-step-heading" data-testid="migration-done">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-emerald-400/15 text-emerald-400 ring-1 ring-emerald-400/40">
        <Icon name="check" className="size-6" />
      </div>
      <StepHeading>{t('migration:done.heading')}</StepHeading>
      <p className="text-fg-muted">
        {t('migration:done.moved', { legacy: result.legacyUsername, amount, username: result.username })}
      </p>
      <p className="mt-1 text-sm text-fg-muted">
        {result.created
          ? t('migration:done.created', { username: result.username })
          : t('migration:done.attached', { username: result.username })}
      </p>
      <dl className="mt-5 grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl border border-gold-400/40 bg-night-900/70 p-4">
          <dt className="text-xs text-fg-muted">{t('migration:done.movedCoins')}</dt>
          <dd
            className="mt-1 flex items-center gap-2 text-2xl font-bold text-gold-200 tabular-nums"
            data-testid="migration-moved"
          >
            <Icon name="coins" className="size-6 text-gold-400" />
            {amount}
          </dd>
        </div>
        <div className="rounded-xl border border-line bg-night-900/70 p-4">
          <dt className="text-xs text-fg-muted">{t('migration:done.into')}</dt>
          <dd className="mt-1 flex items-center gap-2 text-2xl font-bold break-all text-fg" data-testid="migration-into">
            <Icon name="user" className="size-6 shrink-0 text-gold-300" />
            {result.username}
          </dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={hallPath}>
            <Icon name="gamepad" className="size-5" />
            {t('migration:done.play')}
          </Link>
        </Button>
        <Button asChild variant="secondary" size="lg">
          <Link to={userCenterPath}>{t('migration:done.userCenter')}</Link>
        </Button>
      </div>
    </section>
  );
}
