import type { TBank, TBankCard, TBankCardSave, TUserProfile } from '@amigo/contract';
import clsx from 'clsx';
import { useForm, useWatch } from 'react-hook-form';
import { showServerError } from '../../../components/forms/server-error.ts';
import { inputClass, labelClass, TextField } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useFinanceTranslation } from '../../../lib/i18n/finance-translation.ts';
import { RULE_FORM_OPTIONS, useRuleField } from '../../../lib/validation/use-rule-field.ts';
import { saveBankCard } from '../api/save-bank-card.ts';
import { bankDisplayName, bankKind, isValidAccountNumber, isValidBranchCode } from '../bank-rules.ts';

type CardValues = Required<TBankCardSave>;

const FIELDS = [
  'bankCode',
  'bankName',
  'branchCode',
  'branchName',
  'accountNumber',
  'holderLastName',
  'holderFirstName',
  'holderKanaName',
] as const satisfies readonly (keyof CardValues)[];

/**
 * Binding a bank card: the bank from the server's list, branch, account number and the
 * holder's names. Hints follow the chosen bank (Japanese 3-digit branch and 7-digit account,
 * Japan Post passbook numbers, SWIFT/BIC abroad); full-width digits are fine. The server's
 * verdict on a field is shown on that field.
 */
export function AddBankCardForm({
  banks,
  profile,
  onSaved,
}: {
  banks: TBank[];
  profile: TUserProfile;
  onSaved: (card: TBankCard) => void;
}) {
  const { ft, t, language } = useFinanceTranslation();
  const defaults: CardValues = {
    bankCode: '',
    bankName: '',
    branchCode: '',
    branchName: '',
    accountNumber: '',
    // Every card carries the member's own name (SPEC §5): start from the profile when it has one.
    holderLastName: profile.lastName ?? '',
    holderFirstName: profile.firstName ?? '',
    holderKanaName: profile.pinyinName ?? '',
  };
  const form = useForm<CardValues>({ ...RULE_FORM_OPTIONS, defaultValues: defaults });
  const bankCode = useWatch({ control: form.control, name: 'bankCode' });
  const kind = bankKind(bankCode);

  const bankField = form.register('bankCode', {
    validate: (value) => value !== '' || t('validation.required.select', { name: ft('bankCards.fields.bank') }),
  });
  const bankError = form.formState.errors.bankCode?.message;

  const bankName = useRuleField(form, 'bankName', {
    label: ft('bankCards.fields.bankName'),
    maxLength: 50,
    rules: kind === 'other' ? [{ required: true }] : [],
  });
  const branchMessage =
    kind === 'other'
      ? ft('bankCards.errors.otherBranch')
      : kind === 'japanPost'
        ? ft('bankCards.errors.japanPostBranch')
        : ft('bankCards.errors.branchCode');
  const branchCode = useRuleField(form, 'branchCode', {
    label: ft('bankCards.fields.branchCode'),
    maxLength: 20,
    rules: [
      { required: true },
      { validator: (value) => isValidBranchCode(kind, String(value)), message: branchMessage, trigger: 'blur' },
    ],
  });
  const branchName = useRuleField(form, 'branchName', {
    label: ft('bankCards.fields.branchName'),
    maxLength: 50,
    // A Japan Post passbook symbol names its branch by itself.
    rules: kind === 'japanPost' ? [] : [{ required: true }],
  });
  const accountMessage =
    kind === 'other'
      ? ft('bankCards.errors.otherAccount')
      : kind === 'japanPost'
        ? ft('bankCards.errors.japanPostAccount')
        : ft('bankCards.errors.accountNumber');
  const accountNumber = useRuleField(form, 'accountNumber', {
    label: ft('bankCards.fields.accountNumber'),
    maxLength: 64,
    rules: [
      { required: true },
      { validator: (value) => isValidAccountNumber(kind, String(value)), message: accountMessage, trigger: 'blur' },
    ],
  });
  const holderLastName = useRuleField(form, 'holderLastName', {
    label: ft('bankCards.fields.holderLastName'),
    maxLength: 50,
    rules: [{ required: true }],
  });
  const holderFirstName = useRuleField(form, 'holderFirstName', {
    label: ft('bankCards.fields.holderFirstName'),
    maxLength: 50,
    rules: [{ required: true }],
  });
  const holderKanaName = useRuleField(form, 'holderKanaName', {
    label: ft('bankCards.fields.holderKanaName'),
    maxLength: 50,
    rules: [{ required: true }],
  });

  async function submit(values: CardValues) {
    try {
      const card = await saveBankCard({
        ...values,
        bankName: kind === 'other' ? values.bankName : undefined,
      });
      form.reset({
        ...defaults,
        holderLastName: values.holderLastName,
        holderFirstName: values.holderFirstName,
        holderKanaName: values.holderKanaName,
      });
      onSaved(card);
    } catch (error) {
      showServerError(form, error, FIELDS);
    }
  }

  const hints = {
    branchCode:
      kind === 'other'
        ? ft('bankCards.hints.otherBranch')
        : kind === 'japanPost'
          ? ft('bankCards.hints.japanPostBranch')
          : ft('bankCards.hints.branchCode'),
    accountNumber:
      kind === 'other'
        ? ft('bankCards.hints.otherAccount')
        : kind === 'japanPost'
          ? ft('bankCards.hints.japanPostAccount')
          : ft('bankCards.hints.accountNumber'),
  };
  const bankErrorId = 'card-bank-error';

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="grid gap-4 sm:grid-cols-2"
      data-testid="add-bank-card"
    >
      <div className="sm:col-span-2">
        <div className="mb-1.5 flex items-baseline gap-0.5">
          <label htmlFor="card-bank" className={labelClass}>
            {ft('bankCards.fields.bank')}
          </label>
          <span className="text-sm text-gold-400" aria-hidden="true">
            *
          </span>
        </div>
        <div className="relative">
          <select
            id="card-bank"
            className={clsx(inputClass, 'appearance-none pr-10')}
            aria-required
            aria-invalid={bankError ? true : undefined}
            aria-describedby={bankError ? bankErrorId : undefined}
            {...bankField}
          >
            <option value="">{ft('bankCards.chooseBank')}</option>
            {banks.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bankKind(bank.code) === 'other'
                  ? bankDisplayName(bank, language)
                  : `${bankDisplayName(bank, language)}（${bank.code}）`}
              </option>
            ))}
          </select>
          <Icon name="chevronDown" className="pointer-events-none absolute top-3 right-3 size-5 text-fg-subtle" />
        </div>
        {bankError ? (
          <p id={bankErrorId} className="mt-1.5 flex items-start gap-1 text-sm text-danger">
            <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
            <span>{bankError}</span>
          </p>
        ) : null}
      </div>

      {kind === 'other' ? (
        <div className="sm:col-span-2">
          <TextField id="card-bank-name" label={ft('bankCards.fields.bankName')} field={bankName} required autoComplete="off" />
        </div>
      ) : null}

      <TextField
        id="card-branch-code"
        label={ft('bankCards.fields.branchCode')}
        field={branchCode}
        required
        inputMode={kind === 'other' ? 'text' : 'numeric'}
        autoComplete="off"
        className="tabular-nums"
        hint={hints.branchCode}
      />
      <TextField
        id="card-branch-name"
        label={ft('bankCards.fields.branchName')}
        field={branchName}
        required={kind !== 'japanPost'}
        autoComplete="off"
      />
      <div className="sm:col-span-2">
        <TextField
          id="card-account-number"
          label={ft('bankCards.fields.accountNumber')}
          field={accountNumber}
          required
          inputMode={kind === 'other' ? 'text' : 'numeric'}
          autoComplete="off"
          className="tabular-nums"
          hint={hints.accountNumber}
        />
      </div>
      <TextField
        id="card-holder-last"
        label={ft('bankCards.fields.holderLastName')}
        field={holderLastName}
        required
        autoComplete="family-name"
      />
      <TextField
        id="card-holder-first"
        label={ft('bankCards.fields.holderFirstName')}
        field={holderFirstName}
        required
        autoComplete="given-name"
      />
      <div className="sm:col-span-2">
        <TextField
          id="card-holder-kana"
          label={ft('bankCards.fields.holderKanaName')}
          field={holderKanaName}
          required
          autoComplete="off"
          hint={ft('bankCards.hints.holderKanaName')}
        />
      </div>
      <p className="text-xs text-fg-subtle sm:col-span-2">{ft('bankCards.hints.holderName')}</p>
      <div className="sm:col-span-2">
        <Button
          type="submit"
          disabled={form.formState.isSubmitting}
          aria-busy={form.formState.isSubmitting || undefined}
          className="w-full sm:w-auto"
        >
          {ft('bankCards.submit')}
        </Button>
      </div>
    </form>
  );
}
