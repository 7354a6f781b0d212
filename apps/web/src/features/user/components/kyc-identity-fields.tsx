import { userCalls, type KycIdentityField, type TUserProfile } from '@amigo/contract';
import { z } from 'zod';
import { TextField } from '../../../components/forms/text-field.tsx';
import { updateSession } from '../../../lib/session/session-store.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useSchemaField, useSchemaForm } from '../../../lib/validation/use-schema-form.ts';
import { updateIdNumber } from '../api/update-id-number.ts';
import { updateProfile } from '../api/update-profile.ts';

/**
 * The identity fields a KYC submission is checked against, as the contract's profile calls take
 * them (user/update, user/update/idNumber); empty is allowed by the schema and "required" is
 * decided by the form, since only the fields it shows are asked for.
 */
const schema = z.object({
  lastName: userCalls.userUpdate.request.shape.lastName.unwrap(),
  firstName: userCalls.userUpdate.request.shape.firstName.unwrap(),
  pinyinName: userCalls.userUpdate.request.shape.pinyinName.unwrap(),
  birthDate: userCalls.userUpdate.request.shape.birthDate.unwrap(),
  idNumber: userCalls.userUpdateIdNumber.request.shape.idNumber.or(z.literal('')),
});
type IdentityValues = z.input<typeof schema>;

/** The fields a submission needs that the profile lacks (the server refuses a submission without them). */
export function missingIdentityFields(profile: TUserProfile): KycIdentityField[] {
  const missing: KycIdentityField[] = [];
  if (!profile.lastName) missing.push('lastName');
  if (!profile.firstName) missing.push('firstName');
  if (!profile.birthDate) missing.push('birthDate');
  if (!profile.idNumberMasked) missing.push('idNumber');
  return missing;
}

const REQUIRED: readonly KycIdentityField[] = ['lastName', 'firstName', 'birthDate', 'idNumber'];

/**
 * Inputs for some identity fields, inside the KYC section's own form: the ones the profile lacks
 * before a first submission, or the ones the reviewer unlocked by asking for more information.
 * `save()` checks them and writes them through the profile calls (answers false, the fields
 * marked, when they are not right); the caller then submits.
 */
export function useKycIdentityFields(profile: TUserProfile, shown: readonly KycIdentityField[]) {
  const { t } = useI18n();
  const form = useSchemaForm({
    schema,
    fields: {
      lastName: { label: t('user.fields.lastName') },
      firstName: { label: t('user.fields.firstName') },
      pinyinName: { label: t('user.fields.pinyinName') },
      birthDate: { label: t('user.fields.birthDate'), invalid: t('user.profile.birthDateFormat') },
      idNumber: { label: t('user.fields.idNumber'), invalid: t('user.idNumber.format') },
    },
    // The ID number is never sent back whole: it is typed again.
    defaultValues: {
      lastName: profile.lastName ?? '',
      firstName: profile.firstName ?? '',
      pinyinName: profile.pinyinName ?? '',
      birthDate: profile.birthDate ?? '',
      idNumber: '',
    },
  });
  const fields = {
    lastName: useSchemaField(form, 'lastName', { maxLength: 50 }),
    firstName: useSchemaField(form, 'firstName', { maxLength: 50 }),
    pinyinName: useSchemaField(form, 'pinyinName', { maxLength: 100 }),
    birthDate: useSchemaField(form, 'birthDate', { maxLength: 10 }),
    idNumber: useSchemaField(form, 'idNumber', { maxLength: 32 }),
  };

  async function save(): Promise<boolean> {
    if (shown.length === 0) return true;
    if (!(await form.trigger(shown))) return false;
    const values = form.getValues();
    // Every empty required field says so at once (the member sees all that is missing), and the
    // first one takes the focus.
    const empty = shown.filter((field) => REQUIRED.includes(field) && values[field].trim() === '');
    if (empty.length > 0) {
      empty.forEach((field, index) => {
        const message = t('validation.required.input', { name: t(`user.fields.${field}`) });
        form.setError(field, { type: 'required', message }, { shouldFocus: index === 0 });
      });
      return false;
    }
    const names = Object.fromEntries(
      shown.filter((field) => field !== 'idNumber').map((field) => [field, values[field].trim()]),
    ) as Partial<Omit<IdentityValues, 'idNumber'>>;
    try {
      if (Object.keys(names).length > 0) updateSession({ userInfo: await updateProfile(names) });
      if (shown.includes('idNumber')) updateSession({ userInfo: await updateIdNumber(values.idNumber.trim()) });
      return true;
    } catch (error) {
      const field = shown.find((name) => name === (error as { field?: string }).field);
      if (!field) throw error;
      form.setError(field, { type: 'server', message: (error as { msg: string }).msg }, { shouldFocus: true });
      return false;
    }
  }

  const inputs =
    shown.length === 0 ? null : (
      <fieldset className="grid gap-4 sm:grid-cols-2" data-testid="kyc-identity-fields">
        {shown.map((name) => (
          <TextField
            key={name}
            id={`kyc-identity-${name}`}
            label={t(`user.fields.${name}`)}
            field={fields[name]}
            type={name === 'birthDate' ? 'date' : 'text'}
            required={REQUIRED.includes(name)}
            autoComplete={AUTOCOMPLETE[name]}
            hint={
              name === 'pinyinName'
                ? t('user.profile.pinyinHint')
                : name === 'birthDate'
                  ? t('user.profile.birthDateHint')
                  : undefined
            }
          />
        ))}
      </fieldset>
    );
  return { inputs, save };
}

const AUTOCOMPLETE: Record<KycIdentityField, string> = {
  lastName: 'family-name',
  firstName: 'given-name',
  pinyinName: 'off',
  birthDate: 'bday',
  idNumber: 'off',
};
