import type { TBank, TBankCard } from '@amigo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast/toast.ts';
import { FinanceBoundary } from '../../../components/finance/finance-boundary.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PopupDialog } from '../../../components/ui/popup-dialog.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useProfile } from '../../../lib/session/profile.ts';
import { deleteBankCard } from '../api/delete-bank-card.ts';
import { useBanks } from '../api/list-banks.ts';
import { bankCardsQueryKey, useBankCards } from '../api/list-bank-cards.ts';
import { bankDisplayName } from '../bank-rules.ts';
import { AddBankCardForm } from '../components/add-bank-card-form.tsx';
import { replaceQueryData } from '../../../lib/query-client.ts';

/** The server keeps at most this many live cards per member (MAX_BANK_CARDS). */
const MAX_CARDS = 5;

/** /user/bankcard-setting: the member's cards (by last four digits), binding a new one, removing one. */
export function BankCardsPage() {
  return (
    <FinanceBoundary>
      <BankCardsContent />
    </FinanceBoundary>
  );
}

function BankCardsContent() {
  const { t, language } = useI18n('finance');
  const profile = useProfile();
  const banks = useBanks();
  const cards = useBankCards();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<TBankCard | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  // After a removal the focus goes to the list, once the dialog (and its focus trap) has gone.
  const [focusList, setFocusList] = useState(0);
  useEffect(() => {
    if (focusList === 0) return;
    const frame = requestAnimationFrame(() => listHeading.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusList]);
  if (!profile) return null;

  const bankName = (card: TBankCard) => {
    const bank = banks.data?.find((item: TBank) => item.code === card.bankCode);
    return bank && card.bankCode !== 'OTHER' ? bankDisplayName(bank, language) : card.bankName;
  };
  const cardLabel = (card: TBankCard) => t('finance:shared.cardLabel', { bank: bankName(card), last4: card.last4 });

  function saved(card: TBankCard) {
    queryClient.setQueryData<TBankCard[]>(bankCardsQueryKey, (list) => [...(list ?? []), card]);
    void queryClient.invalidateQueries({ queryKey: bankCardsQueryKey });
    toast.success(t('finance:bankCards.saved'));
    setFocusList((count) => count + 1);
  }

  async function remove() {
    if (!removing) return;
    try {
      const remaining = await deleteBankCard(removing.id);
      await replaceQueryData(queryClient, bankCardsQueryKey, remaining);
      setRemoving(null);
      toast.success(t('finance:bankCards.removed'));
      setFocusList((count) => count + 1);
    } catch {
      // The client has shown the message; the dialog stays for another try or cancel.
    }
  }

  const list = cards.data ?? [];
  return (
    <article>
      <PageHeading title={t('routes.bankcardSetting')} icon="card">
        <p>{t('finance:bankCards.lead')}</p>
      </PageHeading>

      <section aria-labelledby="bank-card-list" className="mb-8">
        <h2 id="bank-card-list" ref={listHeading} tabIndex={-1} className="mb-3 text-lg font-bold text-fg focus:outline-none">
          {t('finance:bankCards.listTitle')}
        </h2>
        {cards.isPending ? (
          <p className="text-sm text-fg-subtle">{t('finance:shared.loading')}</p>
        ) : cards.isError ? (
          <div className="panel p-5">
            <p className="text-sm text-fg-subtle">{t('finance:shared.loadFailed')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void cards.refetch()}>
              {t('finance:shared.retry')}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <p className="panel p-5 text-sm text-fg-subtle" data-testid="no-bank-cards">
            {t('finance:bankCards.empty')}
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" data-testid="bank-card-list">
            {list.map((card) => (
              <li key={card.id} className="panel flex min-w-0 flex-col gap-3 p-4 sm:p-5" data-testid="bank-card">
                <div className="flex items-start justify-between gap-3">
                  <div className="flex min-w-0 items-center gap-3">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gold-400/15 text-gold-300 ring-1 ring-gold-400/30">
                      <Icon name="card" className="size-5" />
                    </span>
                    <p className="min-w-0 font-semibold break-words text-fg">{bankName(card)}</p>
                  </div>
                  {card.isDefault ? (
                    <span className="shrink-0 rounded-full bg-gold-400/15 px-2 py-0.5 text-xs font-semibold text-gold-200 ring-1 ring-gold-400/40">
                      {t('finance:bankCards.defaultBadge')}
                    </span>
                  ) : null}
                </div>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-fg-subtle">{t('finance:bankCards.branch')}</dt>
                  <dd className="break-words text-fg">
                    {card.branchName}（{card.branchCode}）
                  </dd>
                  <dt className="text-fg-subtle">{t('finance:bankCards.account')}</dt>
                  <dd className="text-fg">
                    {card.bankCode === 'OTHER' ? null : (
                      // 預金種目 beside the number, as a passbook writes it (普通 ••••4567).
                      <span className="me-2" data-testid="bank-card-account-type">
                        {t(`finance:bankCards.accountTypes.${card.accountType}`)}
                      </span>
                    )}
                    <span className="font-mono">••••{card.last4}</span>
                  </dd>
                  <dt className="text-fg-subtle">{t('finance:bankCards.holder')}</dt>
                  <dd className="break-words text-fg">
                    {card.holderName}
                    {card.holderKanaName ? <span className="block text-xs text-fg-subtle">{card.holderKanaName}</span> : null}
                  </dd>
                </dl>
                {card.canReceiveWithdrawals ? null : (
                  // A card saved before the profile's name was set to another name: withdrawals cannot go to it.
                  <p
                    className="flex items-start gap-2 rounded-xl border border-red-400/50 bg-red-500/10 p-3 text-sm text-fg-muted"
                    data-testid="bank-card-no-withdrawals"
                  >
                    <Icon name="alert" className="mt-0.5 size-4 shrink-0 text-danger" />
                    <span>
                      <strong className="font-semibold text-fg">{t('finance:bankCards.cannotReceive')}</strong>
                      {' · '}
                      {t('finance:bankCards.cannotReceiveBody')}
                    </span>
                  </p>
                )}
                <div className="flex justify-end">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setRemoving(card)}
                    aria-label={t('finance:bankCards.removeLabel', { card: cardLabel(card) })}
                  >
                    <Icon name="close" className="size-4" />
                    {t('finance:bankCards.remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="bank-card-add" className="panel p-5 sm:p-6">
        <h2 id="bank-card-add" className="mb-4 text-lg font-bold text-fg">
          {t('finance:bankCards.addTitle')}
        </h2>
        {list.length >= MAX_CARDS ? (
          <p className="text-sm text-fg-subtle">{t('finance:bankCards.limitReached', { max: MAX_CARDS })}</p>
        ) : banks.isSuccess ? (
          <AddBankCardForm banks={banks.data} profile={profile} onSaved={saved} />
        ) : banks.isError ? (
          <p className="text-sm text-fg-subtle">{t('finance:shared.loadFailed')}</p>
        ) : (
          <p className="text-sm text-fg-subtle">{t('finance:shared.loading')}</p>
        )}
      </section>

      <PopupDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('finance:bankCards.removeTitle')}
        description={
          removing ? t('finance:bankCards.removeBody', { card: cardLabel(removing), holder: removing.holderName }) : undefined
        }
        width="narrow"
        onCancel={() => undefined}
        confirmText={t('finance:bankCards.removeConfirm')}
        onConfirm={remove}
      />
    </article>
  );
}
