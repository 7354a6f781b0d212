import type { TWithdrawalBankDetails } from '@amigo/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorNote } from '../../../components/ui.tsx';
import { formatCoins } from '../../../lib/format.ts';
import { revealBankDetails } from '../api/reveal-bank-details.ts';

/**
 * "Show the account to pay": one explicit call per view (the server writes an audit row for each),
 * shown in place until the operator closes it. Closing drops the number from the page; showing it
 * again is another audited view.
 */
export function BankDetailsReveal({ orderSn }: { orderSn: string }) {
  const { t } = useTranslation();
  const reveal = useMutation({ mutationFn: () => revealBankDetails({ orderSn }) });
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reveal.data) panel.current?.focus();
  }, [reveal.data]);
  if (!reveal.data) {
    return (
      <div className="mt-1.5 flex flex-col gap-1">
        <Button className="h-8 self-start text-xs" disabled={reveal.isPending} onClick={() => reveal.mutate()}>
          {t('payout.reveal')}
        </Button>
        <ErrorNote error={reveal.error} />
      </div>
    );
  }
  // A fixed width: on a phone the queue's table scrolls sideways, and the cell must not squeeze the
  // details to a letter per line.
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="region"
      aria-label={t('payout.detailsOf', { orderSn })}
      className="mt-1.5 flex w-64 flex-col gap-1.5 rounded-md border border-blue-200 bg-blue-50 p-2 text-xs focus:outline-none"
    >
      <AccountDetails details={reveal.data} />
      <p className="text-slate-600">{t('payout.revealAudited')}</p>
      <Button className="h-8 self-start text-xs" onClick={() => reveal.reset()}>
        {t('payout.hide')}
      </Button>
    </div>
  );
}

function AccountDetails({ details }: { details: TWithdrawalBankDetails }) {
  const { t } = useTranslation();
  const rows: Array<[string, string, boolean?]> = [
    [t('payout.fields.bank'), `${details.bankName} (${details.bankCode})`],
    [t('payout.fields.branch'), `${details.branchName} (${details.branchCode})`],
    [t('payout.fields.accountType'), t(`payout.accountTypes.${details.accountType}`)],
    [t('payout.fields.accountNumber'), details.accountNumber, true],
    [t('payout.fields.holder'), details.holderName],
    [t('payout.fields.holderKana'), details.holderKanaName],
    [t('payout.fields.transferAmount'), t('payout.yen', { amount: formatCoins(details.transferAmount) })],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
      {rows.map(([label, value, mono]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className={mono ? 'font-mono text-sm font-semibold break-all select-all' : 'break-words'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
