import { BANK_ACCOUNT_TYPES, userCalls, type TBank, type TBankCard, type TUserProfile } from '@amigo/contract';
import clsx from 'clsx';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { showServerError } from '../../../components/forms/server-error.ts';
import { inputClass, labelClass, TextField } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useSchemaField, useSchemaForm } from '../../../lib/validation/use-schema-form.ts';
import { saveBankCard } from '../api/save-bank-card.ts';
import { bankDisplayName, bankKind, isValidAccountNumber, isValidBranchCode, type BankKind } from '../bank-rules.ts';

/**
 * The save call's request with what the form asks of the chosen bank's kind (client only): a
 * bank chosen; the bank's name for a bank outside Japan; the branch code and account number in
 * the bank's format; a branch name unless a Japan Post passbook symbol names the branch; the
 * account type (預金種目, always ordinary abroad: the form does not ask); the holder's names.
 */
function cardSchema(kind: BankKind) {
  const request = userCalls.userBankSave.request;
  const field = request.shape;
  return request.required().extend({
    bankCode: z.string().min(1).pipe(field.bankCode),
    bankName: kind === 'other' ? field.bankName.unwrap().min(1) : z.string(),
    branchCode: field.branchCode.refine((value) => isValidBranchCode(kind, value)),
    branchName: kind === 'japanPost' ? field.branchName : field.branchName.min(1),
    accountNumber: field.accountNumber.refine((value) => isValidAccountNumber(kind, value)),
    accountType: field.accountType.unwrap(),
    holderFirstName: field.holderFirstName.min(1),
    holderLastName: field.holderLastName.min(1),
    holderKanaName: field.holderKanaName.min(1),
  });
}

type CardValues = z.input<ReturnType<typeof cardSchema>>;

const FIELDS = [
  'bankCode',
  'bankName',
  'branchCode',
  'branchName',
  'accountNumber',
  'accountType',
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
  const { t, language } = useI18n('finance');
  const defaults: CardValues = {
    bankCode: '',
    bankName: '',
    branchCode: '',
    branchName: '',
    accountNumber: '',
    // Most personal accounts are 普通; the member changes it for 当座 or 貯蓄.
    accountType: 'ordinary',
    // Every card carries the member's own name (SPEC §5): start from the profile when it has one.
    holderLastName: profile.lastName ?? '',
    holderFirstName: profile.firstName ?? '',
    holderKanaName: profile.pinyinName ?? '',
  };
  // The chosen bank's kind decides what the other fields must look like.
  const [kind, setKind] = useState<BankKind>(() => bankKind(''));
  const schema = useMemo(() => cardSchema(kind), [kind]);
  const branchMessage =
    kind === 'other'
      ? t('finance:bankCards.errors.otherBranch')
      : kind === 'japanPost'
        ? t('finance:bankCards.errors.japanPostBranch')
        : t('finance:bankCards.errors.branchCode');
  const accountMessage =
    kind === 'other'
      ? t('finance:bankCards.errors.otherAccount')
      : kind === 'japanPost'
        ? t('finance:bankCards.errors.japanPostAccount')
        : t('finance:bankCards.errors.accountNumber');
  const form = useSchemaForm({
    schema,
    fields: {
      bankCode: { label: t('finance:bankCards.fields.bank'), kind: 'select' },
      bankName: { label: t('finance:bankCards.fields.bankName') },
      branchCode: { label: t('finance:bankCards.fields.branchCode'), invalid: branchMessage },
      branchName: { label: t('finance:bankCards.fields.branchName') },
      accountNumber: { label: t('finance:bankCards.fields.accountNumber'), invalid: accountMessage },
      accountType: { label: t('finance:bankCards.fields.accountType') },
      holderLastName: { label: t('finance:bankCards.fields.holderLastName') },
      holderFirstName: { label: t('finance:bankCards.fields.holderFirstName') },
      holderKanaName: { label: t('finance:bankCards.fields.holderKanaName') },
    },
    defaultValues: defaults,
  });

  const bankField = form.register('bankCode', {
    onChange: (event: { target: { value: string } }) => setKind(bankKind(event.target.value)),
  });
  const bankError = form.formState.errors.bankCode?.message;
  const accountTypeError = form.formState.errors.accountType?.message;

  const bankName = useSchemaField(form, 'bankName', { maxLength: 50 });
  const branchCode = useSchemaField(form, 'branchCode', { maxLength: 20 });
  const branchName = useSchemaField(form, 'branchName', { maxLength: 50 });
  const accountNumber = useSchemaField(form, 'accountNumber', { maxLength: 64 });
  const holderLastName = useSchemaField(form, 'holderLastName', { maxLength: 50 });
  const holderFirstName = useSchemaField(form, 'holderFirstName', { maxLength: 50 });
  const holderKanaName = useSchemaField(form, 'holderKanaName', { maxLength: 50 });

  async function submit(values: CardValues) {
    try {
      const card = await saveBankCard({
        ...values,
        bankName: kind === 'other' ? values.bankName : undefined,
        // 預金種目 is Japanese: an account abroad is ordinary.
        accountType: kind === 'other' ? 'ordinary' : values.accountType,
      });
      form.reset({
        ...defaults,
        holderLastName: values.holderLastName,
        holderFirstName: values.holderFirstName,
        holderKanaName: values.holderKanaName,
      });
      setKind(bankKind(''));
      onSaved(card);
    } catch (error) {
      showServerError(form, error, FIELDS);
    }
  }

  const hints = {
    branchCode:
      kind === 'other'
        ? t('finance:bankCards.hints.otherBranch')
        : kind === 'japanPost'
          ? t('finance:bankCards.hints.japanPostBranch')
          : t('finance:bankCards.hints.branchCode'),
    accountNumber:
      kind === 'other'
        ? t('finance:bankCards.hints.otherAccount')
        : kind === 'japanPost'
          ? t('finance:bankCards.hints.japanPostAccount')
          : t('finance:bankCards.hints.accountNumber'),
  };
  const bankErrorId = 'card-bank-error';
  const accountTypeHintId = 'card-account-type-hint';
  const accountTypeErrorId = 'card-account-type-error';

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
            {t('finance:bankCards.fields.bank')}
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
            <option value="">{t('finance:bankCards.chooseBank')}</option>
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
          <TextField
            id="card-bank-name"
            label={t('finance:bankCards.fields.bankName')}
            field={bankName}
            required
            autoComplete="off"
          />
        </div>
      ) : null}

      <TextField
        id="card-branch-code"
        label={t('finance:bankCards.fields.branchCode')}
        field={branchCode}
        required
        inputMode={kind === 'other' ? 'text' : 'numeric'}
        autoComplete="off"
        className="tabular-nums"
        hint={hints.branchCode}
      />
      <TextField
        id="card-branch-name"
        label={t('finance:bankCards.fields.branchName')}
        field={branchName}
        required={kind !== 'japanPost'}
        autoComplete="off"
      />
      {kind === 'other' ? null : (
        <fieldset
          className="min-w-0 sm:col-span-2"
          aria-describedby={clsx(accountTypeHintId, accountTypeError && accountTypeErrorId)}
          data-testid="card-account-type"
        >
          <legend className="mb-1.5 flex items-baseline gap-0.5">
            <span className={labelClass}>{t('finance:bankCards.fields.accountType')}</span>
            <span className="text-sm text-gold-400" aria-hidden="true">
              *
            </span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {BANK_ACCOUNT_TYPES.map((type) => (
              <label
                key={type}
                className={clsx(
                  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line px-4 text-base text-fg-muted',
                  'transition-colors hover:border-violet-400/60',
                  'has-[:checked]:border-gold-400 has-[:checked]:bg-gold-400/10 has-[:checked]:text-gold-200',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-300',
                )}
              >
                <input type="radio" value={type} className="size-4 accent-gold-400" {...form.register('accountType')} />
                {t(`finance:bankCards.accountTypes.${type}`)}
              </label>
            ))}
          </div>
          <p id={accountTypeHintId} className="mt-1.5 text-xs text-fg-subtle">
            {t('finance:bankCards.hints.accountType')}
          </p>
          {accountTypeError ? (
            <p id={accountTypeErrorId} className="mt-1.5 flex items-start gap-1 text-sm text-danger">
              <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
              <span>{accountTypeError}</span>
            </p>
          ) : null}
        </fieldset>
      )}
      <div className="sm:col-span-2">
        <TextField
          id="card-account-number"
          label={t('finance:bankCards.fields.accountNumber')}
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
        label={t('finance:bankCards.fields.holderLastName')}
        field={holderLastName}
        required
        autoComplete="family-name"
      />
      <TextField
        id="card-holder-first"
        label={t('finance:bankCards.fields.holderFirstName')}
        field={holderFirstName}
        required
        autoComplete="given-name"
      />
      <div className="sm:col-span-2">
        <TextField
          id="card-holder-kana"
          label={t('finance:bankCards.fields.holderKanaName')}
          field={holderKanaName}
          required
          autoComplete="off"
          hint={t('finance:bankCards.hints.holderKanaName')}
        />
      </div>
      <p className="text-xs text-fg-subtle sm:col-span-2">{t('finance:bankCards.hints.holderName')}</p>
      <div className="sm:col-span-2">
        <Button
          type="submit"
          disabled={form.formState.isSubmitting}
          aria-busy={form.formState.isSubmitting || undefined}
          className="w-full sm:w-auto"
        >
          {t('finance:bankCards.submit')}
        </Button>
      </div>
    </form>
  );
}
