import { LIMIT_PERIODS, type TLimit } from '@amigo/contract';
import { formatCoins } from '../../../lib/format/money.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { findLimit, remainingAllowance } from '../rules.ts';
import { LimitCard } from './limit-card.tsx';
import { PanelSection } from './panel-section.tsx';

/** Deposit or loss limits: one card per period, and what is left under all of them together. */
export function LimitSection({ kind, limits }: { kind: TLimit['kind']; limits: readonly TLimit[] }) {
  const { t, language } = useI18n('responsible');
  const left = remainingAllowance(limits, kind);
  const deposit = kind === 'deposit';
  return (
    <PanelSection
      id={deposit ? 'deposit-limits' : 'loss-limits'}
      title={t(deposit ? 'responsible:limits.depositTitle' : 'responsible:limits.lossTitle')}
      icon={deposit ? 'wallet' : 'chart'}
      description={t(deposit ? 'responsible:limits.depositDescription' : 'responsible:limits.lossDescription')}
    >
      {left !== null ? (
        <p className="mb-4 text-sm font-semibold text-gold-200" data-testid={`${kind}-remaining`}>
          {t(deposit ? 'responsible:limits.remainingDeposit' : 'responsible:limits.remainingLoss', {
            amount: formatCoins(left, language),
          })}
        </p>
      ) : null}
      <div className="grid gap-3 md:grid-cols-3">
        {LIMIT_PERIODS.map((period) => (
          <LimitCard key={period} kind={kind} period={period} limit={findLimit(limits, kind, period)} />
        ))}
      </div>
    </PanelSection>
  );
}

/** How a change applies: once, above both limit sections. */
export function LimitRules() {
  const { t } = useI18n('responsible');
  return (
    <aside
      aria-labelledby="limit-rules-title"
      className="rounded-xl border border-violet-400/40 bg-violet-500/10 p-4 text-sm leading-relaxed text-fg-muted"
      data-testid="limit-rules"
    >
      <h2 id="limit-rules-title" className="font-semibold text-fg">
        {t('responsible:limits.rulesTitle')}
      </h2>
      <ul className="mt-1.5 list-disc space-y-1 pl-5 marker:text-violet-400">
        <li>{t('responsible:limits.rulesNow')}</li>
        <li>
          <strong className="font-semibold text-gold-200">{t('responsible:limits.rulesLater')}</strong>
        </li>
        <li>{t('responsible:limits.rulesSeveral')}</li>
      </ul>
    </aside>
  );
}
