import { Link } from 'react-router';
import { isApiError } from '../../lib/http/api-error.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Icon } from '../icons/icon.tsx';
import { Button } from '../ui/button.tsx';

/** The refusals of the hall's KYC rules (issue 21): the member must verify their identity, or play on first. */
export const KYC_RULE_REASONS = new Set(['KYC_REQUIRED', 'TURNOVER_REQUIRED']);

/** Whether a failed deposit or withdrawal was refused by a KYC rule (shown by KycRefusal, not on a field). */
export function isKycRuleRefusal(error: unknown): boolean {
  return isApiError(error) && KYC_RULE_REASONS.has(error.reason);
}

/**
 * A deposit or withdrawal the KYC rules refused, said where the member is: the server's message
 * (in their language: verify your identity, or how many coins are still to play) and, for KYC,
 * the way to the identity verification page. Used by the card and the crypto pages alike.
 */
export function KycRefusal({ error, kycPath }: { error: unknown; kycPath: string }) {
  const { t } = useI18n('finance');
  if (!isApiError(error) || !KYC_RULE_REASONS.has(error.reason)) return null;
  const kyc = error.reason === 'KYC_REQUIRED';
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-red-400/50 bg-red-500/10 p-4" data-testid="kyc-refusal">
      <Icon name="alert" className="mt-0.5 size-5 text-danger" />
      <div className="min-w-0 flex-1 text-sm leading-relaxed text-fg-muted">
        <p className="font-semibold text-fg">{kyc ? t('finance:kycRules.kycTitle') : t('finance:kycRules.turnoverTitle')}</p>
        <p>{error.msg}</p>
        {kyc ? (
          <Button asChild size="sm" className="mt-3">
            <Link to={kycPath}>{t('finance:kycRules.verify')}</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
