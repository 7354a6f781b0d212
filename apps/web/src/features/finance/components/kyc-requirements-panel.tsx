import type { TKycRequirements } from '@amigo/contract';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Notice } from './notice.tsx';

/**
 * What the hall's rules ask before a withdrawal (issue 21), said before the member fills the form:
 * identity verification when withdrawals need it and theirs is not approved (with the way there),
 * and, when the turnover rule is on, how many of the coins received since the last withdrawal
 * (every inflow, not only deposits: the server's one rule) have been played and how many are still
 * to play. Nothing when no rule applies.
 */
export function KycRequirementsPanel({ requirements, kycPath }: { requirements: TKycRequirements; kycPath: string }) {
  const { t, language } = useI18n('finance');
  const coins = (value: number) => formatCoins(value, language);
  const needKyc = requirements.withdrawalRequiresKyc && requirements.kycStatus !== 'approved';
  const { turnover } = requirements;
  if (!needKyc && turnover.percent === 0) return null;
  return (
    <div className="grid gap-4">
      {needKyc ? (
        <Notice tone="warning" title={t('finance:kycRules.kycTitle')}>
          <p data-testid="withdraw-needs-kyc">
            {requirements.kycStatus === 'pending'
              ? t('finance:kycRules.kycPending')
              : requirements.kycStatus === 'more_info'
                ? t('finance:kycRules.kycMoreInfo')
                : t('finance:kycRules.kycNeeded')}
          </p>
          {requirements.kycStatus === 'pending' ? null : (
            <Button asChild size="sm" className="mt-3">
              <Link to={kycPath}>{t('finance:kycRules.verify')}</Link>
            </Button>
          )}
        </Notice>
      ) : null}
      {turnover.percent > 0 ? (
        <section className="panel grid gap-2 p-5" aria-labelledby="withdraw-turnover-title" data-testid="withdraw-turnover">
          <h2 id="withdraw-turnover-title" className="text-sm font-semibold text-fg">
            {t('finance:kycRules.turnoverTitle')}
          </h2>
          <p className="text-sm text-fg-muted">
            {t('finance:kycRules.turnoverRule', { percent: turnover.percent, deposited: coins(turnover.deposited) })}
          </p>
          <div
            role="progressbar"
            aria-label={t('finance:kycRules.turnoverTitle')}
            aria-valuemin={0}
            aria-valuemax={turnover.required}
            aria-valuenow={Math.min(turnover.bet, turnover.required)}
            className="h-2 overflow-hidden rounded-full bg-white/10"
          >
            <div
              className="h-full rounded-full bg-gold-400"
              style={{ width: `${turnover.required === 0 ? 100 : Math.min(100, (turnover.bet / turnover.required) * 100)}%` }}
            />
          </div>
          <p className="text-sm tabular-nums text-fg" data-testid="withdraw-turnover-remaining">
            {turnover.remaining > 0
              ? t('finance:kycRules.turnoverRemaining', {
                  remaining: coins(turnover.remaining),
                  bet: coins(turnover.bet),
                  required: coins(turnover.required),
                })
              : t('finance:kycRules.turnoverDone')}
          </p>
        </section>
      ) : null}
    </div>
  );
}
