import { userCalls, type TUserProfile } from '@amigo/contract';
import { toast } from '../../../lib/toast/toast.ts';
import { showServerError } from '../../../components/forms/server-error.ts';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { updateSession } from '../../../lib/session/session-store.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useSchemaField, useSchemaForm } from '../../../lib/validation/use-schema-form.ts';
import { updateProfile } from '../api/update-profile.ts';
import { SettingsSection } from './settings-section.tsx';

interface ProfileValues {
  nickname: string;
  lastName: string;
  firstName: string;
  pinyinName: string;
  birthDate: string;
  phone: string;
}

/** A verified (or under-review) name field: readable and selectable, visibly not editable. */
const LOCKED_INPUT = 'cursor-default border-dashed opacity-75 hover:border-line';

function valuesOf(profile: TUserProfile): ProfileValues {
  return {
    nickname: profile.nickname ?? '',
    lastName: profile.lastName ?? '',
    firstName: profile.firstName ?? '',
    pinyinName: profile.pinyinName ?? '',
    birthDate: profile.birthDate ?? '',
    phone: profile.phone ?? '',
  };
}

/**
 * Nickname, names as on the member's documents and bank card, birth date and phone (user/update).
 * The legal name, its reading and the birth date are what the identity check verifies: while it is under review and once it
 * is approved they are shown but cannot be edited (the server refuses a change the same way), and
 * the form sends only the nickname and phone.
 */
export function ProfileSection({ profile }: { profile: TUserProfile }) {
  const { t } = useI18n();
  // While the reviewer asks for more information, the fields they named are changed in the KYC
  // section (with the request beside them); here they stay read-only like the others.
  const identityLock =
    profile.kycStatus === 'approved' || profile.kycStatus === 'pending' || profile.kycStatus === 'more_info'
      ? profile.kycStatus
      : null;
  const form = useSchemaForm({
    // The form always holds every field (as typed): the call's request with none left out.
    schema: userCalls.userUpdate.request.required(),
    fields: {
      nickname: { label: t('user.fields.nickname') },
      lastName: { label: t('user.fields.lastName') },
      firstName: { label: t('user.fields.firstName') },
      pinyinName: { label: t('user.fields.pinyinName') },
      birthDate: { label: t('user.fields.birthDate'), invalid: t('user.profile.birthDateFormat') },
      phone: { label: t('user.fields.phone'), invalid: t('user.profile.phoneFormat') },
    },
    defaultValues: valuesOf(profile),
  });
  const nickname = useSchemaField(form, 'nickname', { maxLength: 50 });
  const lastName = useSchemaField(form, 'lastName', { maxLength: 50 });
  const firstName = useSchemaField(form, 'firstName', { maxLength: 50 });
  const pinyinName = useSchemaField(form, 'pinyinName', { maxLength: 100 });
  const birthDate = useSchemaField(form, 'birthDate', { maxLength: 10 });
  const phone = useSchemaField(form, 'phone', { maxLength: 20 });

  async function submit(values: ProfileValues) {
    try {
      const names = identityLock
        ? {}
        : {
            lastName: values.lastName.trim(),
            firstName: values.firstName.trim(),
            pinyinName: values.pinyinName.trim(),
            birthDate: values.birthDate.trim(),
          };
      const updated = await updateProfile({ nickname: values.nickname.trim(), ...names, phone: values.phone.trim() });
      updateSession({ userInfo: updated });
      form.reset(valuesOf(updated));
      toast.success(t('user.profile.saved'));
    } catch (error) {
      showServerError(form, error, ['nickname', 'lastName', 'firstName', 'pinyinName', 'birthDate', 'phone']);
    }
  }

  return (
    <SettingsSection id="profile" title={t('user.profile.title')} icon="user" description={t('user.profile.description')}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField id="profile-nickname" label={t('user.fields.nickname')} field={nickname} autoComplete="nickname" />
        </div>
        {identityLock ? (
          <p
            className="flex items-start gap-2 rounded-xl border border-emerald-400/40 bg-emerald-500/10 p-3.5 text-sm text-emerald-200 sm:col-span-2"
            data-testid="identity-locked"
          >
            <Icon name="lock" className="mt-0.5 size-4 shrink-0" />
            {identityLock === 'approved'
              ? t('user.profile.identityLocked')
              : identityLock === 'more_info'
                ? t('user.profile.identityMoreInfo')
                : t('user.profile.identityUnderReview')}
          </p>
        ) : null}
        <TextField
          id="profile-last-name"
          label={t('user.fields.lastName')}
          field={lastName}
          autoComplete="family-name"
          readOnly={identityLock !== null}
          className={identityLock ? LOCKED_INPUT : undefined}
        />
        <TextField
          id="profile-first-name"
          label={t('user.fields.firstName')}
          field={firstName}
          autoComplete="given-name"
          readOnly={identityLock !== null}
          className={identityLock ? LOCKED_INPUT : undefined}
        />
        <TextField
          id="profile-pinyin"
          label={t('user.fields.pinyinName')}
          field={pinyinName}
          autoComplete="off"
          hint={t('user.profile.pinyinHint')}
          readOnly={identityLock !== null}
          className={identityLock ? LOCKED_INPUT : undefined}
        />
        <TextField
          id="profile-birth-date"
          label={t('user.fields.birthDate')}
          field={birthDate}
          type="date"
          autoComplete="bday"
          hint={t('user.profile.birthDateHint')}
          readOnly={identityLock !== null}
          className={identityLock ? LOCKED_INPUT : undefined}
        />
        <TextField
          id="profile-phone"
          label={t('user.fields.phone')}
          field={phone}
          type="tel"
          autoComplete="tel"
          placeholder="+81 90 1234 5678"
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting || undefined}>
            {t('user.actions.save')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
