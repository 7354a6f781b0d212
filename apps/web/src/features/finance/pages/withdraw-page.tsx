import type { TWithdrawalOrder } from '@amigo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { FinanceBoundary } from '../../../components/finance/finance-boundary.tsx';
import { StatusBadge, withdrawalStatusView } from '../../../components/finance/order-status.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { loadProfile, useProfile } from '../../../lib/session/profile.ts';
import { kycRequirementsQueryKey, useKycRequirements } from '../api/get-kyc-requirements.ts';
import { useBankCards } from '../api/list-bank-cards.ts';
import { Notice } from '../components/notice.tsx';
import { RecentWithdrawals } from '../components/recent-withdrawals.tsx';
import { useFocusOn } from '../components/use-focus-on.ts';
import { KycRequirementsPanel } from '../components/kyc-requirements-panel.tsx';
import { WithdrawForm } from '../components/withdraw-form.tsx';

export interface WithdrawPageProps {
  bankCardsPath: string;
  paymentPasswordPath: string;
  recordsPath: string;
  /** The identity verification page (account settings → KYC). */
  kycPath: string;
}

/**
 * /user/finance/withdraw. A bound bank card (SPEC §5: "please bind the bank card first") and a
 * payment password come first; then the withdrawal form, and the latest withdrawals.
 */
export function WithdrawPage(props: WithdrawPageProps) {
  return (
    <FinanceBoundary>
      <WithdrawContent {...props} />
    </FinanceBoundary>
  );
}

function WithdrawContent({ bankCardsPath, paymentPasswordPath, recordsPath, kycPath }: WithdrawPageProps) {
  const { t, language } = useI18n('finance');
  const profile = useProfile();
  const cards = useBankCards();
  const requirements = useKycRequirements();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<TWithdrawalOrder | null>(null);
  const doneRef = useFocusOn<HTMLHeadingElement>(done?.orderSn ?? null);
  if (!profile) return null;

  function finished(order: TWithdrawalOrder) {
    setDone(order);
    // The coins are held at once: the header balance and the lists show it now.
    void loadProfile({ silent: true }).catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: ['wallet', 'withdrawals'] });
    // A withdrawal starts the turnover afresh.
    void queryClient.invalidateQueries({ queryKey: kycRequirementsQueryKey });
  }

  const needCard = cards.isSuccess && cards.data.length === 0;
  const needPassword = !profile.hasPaymentPassword;
  const doneCard = done ? t('finance:shared.cardLabel', { bank: done.bankName, last4: done.cardLast4 }) : '';

  return (
    <article>
      <PageHeading title={t('routes.withdraw')} icon="withdraw">
        <p>{t('finance:withdraw.lead')}</p>
      </PageHeading>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid min-w-0 gap-5">
          {done ? (
            <section className="panel grid gap-4 p-5 sm:p-6" aria-labelledby="withdraw-done" data-testid="withdraw-done">
              <div role="status">
                <Notice
                  tone="success"
                  title={
                    <span id="withdraw-done" ref={doneRef} tabIndex={-1} className="text-base focus:outline-none">
                      {t('finance:withdraw.doneTitle')}
                    </span>
                  }
                >
                  <p>{t('finance:withdraw.doneBody', { amount: formatCoins(done.amount, language), card: doneCard })}</p>
                </Notice>
              </div>
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,auto)_auto_auto] sm:justify-start">
                <div className="min-w-0">
                  <dt className="text-xs text-fg-subtle">{t('finance:shared.orderSn')}</dt>
                  <dd className="font-mono break-all text-fg">{done.orderSn}</dd>
                </div>
                <div>
                  <dt className="text-xs text-fg-subtle">{t('finance:shared.amount')}</dt>
                  <dd className="text-fg tabular-nums">
                    {t('finance:shared.coins', { amount: formatCoins(done.amount, language) })}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-fg-subtle">{t('finance:shared.status')}</dt>
                  <dd>
                    <StatusBadge view={withdrawalStatusView(done)} testId="withdraw-status" />
                  </dd>
                </div>
              </dl>
            </section>
          ) : null}

          {requirements.data ? <KycRequirementsPanel requirements={requirements.data} kycPath={kycPath} /> : null}

          {needCard ? (
            <Notice tone="warning" title={t('finance:withdraw.needCardTitle')}>
              <p data-testid="need-card">{t('finance:withdraw.needCard')}</p>
              <Button asChild size="sm" className="mt-3">
                <Link to={bankCardsPath}>{t('finance:withdraw.bindCard')}</Link>
              </Button>
            </Notice>
          ) : null}
          {needPassword ? (
            <Notice tone="warning" title={t('finance:withdraw.needPasswordTitle')}>
              <p>{t('finance:withdraw.needPassword')}</p>
              <Button asChild size="sm" className="mt-3">
                <Link to={paymentPasswordPath}>{t('finance:withdraw.setPassword')}</Link>
              </Button>
            </Notice>
          ) : null}

          {cards.isPending ? (
            <p className="text-sm text-fg-subtle">{t('finance:shared.loading')}</p>
          ) : cards.isError ? (
            <Notice tone="danger" title={t('finance:shared.loadFailed')}>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void cards.refetch()}>
                {t('finance:shared.retry')}
              </Button>
            </Notice>
          ) : !needCard && !needPassword ? (
            // A fresh form (and card choice) after each request.
            <WithdrawForm
              key={done?.orderSn ?? 'new'}
              cards={cards.data}
              balance={profile.balance}
              bankCardsPath={bankCardsPath}
              kycPath={kycPath}
              onDone={finished}
              onCardRefused={() => void cards.refetch()}
            />
          ) : null}
        </div>
        <RecentWithdrawals recordsPath={recordsPath} />
      </div>
    </article>
  );
}
