import { KYC_CHECKLIST_ITEMS, type TKycChecklist } from '@amigo/contract';
import { useTranslation } from 'react-i18next';

export const EMPTY_CHECKLIST: TKycChecklist = {
  nameMatches: false,
  birthDateMatches: false,
  idNumberMatches: false,
  photoMatchesFace: false,
  documentNotExpired: false,
};

export const isComplete = (checklist: TKycChecklist) => KYC_CHECKLIST_ITEMS.every((item) => checklist[item]);

/**
 * What the reviewer confirms against the documents before approving (issue 21): each item one
 * checkbox. Approving needs every item ticked (the server refuses otherwise); what was ticked is
 * sent with a rejection too and stays with the decision.
 */
export function KycChecklist({
  value,
  onChange,
  disabled = false,
}: {
  value: TKycChecklist;
  onChange: (next: TKycChecklist) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-1.5 rounded-md border border-slate-300 p-3" data-testid="kyc-checklist">
      <legend className="px-1 text-sm font-medium text-slate-900">{t('kyc.checklist.legend')}</legend>
      {KYC_CHECKLIST_ITEMS.map((item) => (
        <label key={item} className="flex min-h-9 items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-blue-700"
            checked={value[item]}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, [item]: event.target.checked })}
          />
          <span>{t(`kyc.checklist.${item}`)}</span>
        </label>
      ))}
      {isComplete(value) ? null : <p className="text-xs text-slate-600">{t('kyc.checklist.hint')}</p>}
    </fieldset>
  );
}

/** A decided submission's checklist as the history shows it: each item ticked or not. */
export function KycChecklistResult({ checklist }: { checklist: TKycChecklist | null }) {
  const { t } = useTranslation();
  if (!checklist) return <p className="text-xs text-slate-600">{t('kyc.checklist.none')}</p>;
  return (
    <ul className="flex flex-col gap-0.5 text-xs" aria-label={t('kyc.checklist.legend')}>
      {KYC_CHECKLIST_ITEMS.map((item) => (
        <li key={item} className={checklist[item] ? 'text-green-800' : 'text-red-800'}>
          <span aria-hidden="true">{checklist[item] ? '✓' : '✗'}</span> {t(`kyc.checklist.${item}`)}
          <span className="sr-only"> — {t(checklist[item] ? 'kyc.checklist.ticked' : 'kyc.checklist.notTicked')}</span>
        </li>
      ))}
    </ul>
  );
}
