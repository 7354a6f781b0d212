import { useTranslation } from 'react-i18next';
import { ExchangeRatioNote } from '../../../components/exchange-ratio-note.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { PlannedPage } from '../../../components/planned-page.tsx';

/** Payment methods guide: the exchange ratio and the crediting rule are already known facts (SPEC §1, §8). */
export function DepositGuidePage({ coinsPerYen, coinsPerYuan }: { coinsPerYen?: number; coinsPerYuan?: number }) {
  const { t } = useTranslation();
  return (
    <PlannedPage title={t('routes.depositGuide')} description={t('planned.depositGuide')} icon="wallet">
      <div className="mt-6 space-y-3 border-t border-line pt-5">
        <ExchangeRatioNote coinsPerYen={coinsPerYen} coinsPerYuan={coinsPerYuan} />
        <p className="flex items-start gap-2 text-sm text-fg-muted">
          <Icon name="clock" className="mt-0.5 size-4 text-gold-400" />
          {t('depositGuide.creditNote')}
        </p>
      </div>
    </PlannedPage>
  );
}
