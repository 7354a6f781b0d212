import type { TUserProfile } from '@amigo/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast/toast.ts';
import { showServerError } from '../../../components/forms/server-error.ts';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { updateSession } from '../../../lib/session/session-store.ts';
import { RULE_FORM_OPTIONS, useRuleField } from '../../../lib/validation/use-rule-field.ts';
import { updateProfile } from '../api/update-profile.ts';
import { SettingsSection } from './settings-section.tsx';

interface ProfileValues {
  nickname: string;
  lastName: string;
  firstName: string;
  pinyinName: string;
  phone: string;
}

const PHONE_PATTERN = /^\+?[0-9 -]{6,20}$/;
/** A verified (or under-review) name field: readable and selectable, visibly not editable. */
const LOCKED_INPUT = 'cursor-default border-dashed opacity-75 hover:border-line';

function valuesOf(profile: TUserProfile): ProfileValues {
  return {
    nickname: profile.nickname ?? '',
    lastName: profile.lastName ?? '',
    firstName: profile.firstName ?? '',
    pinyinName: profile.pinyinName ?? '',
    phone: profile.phone ?? '',
  };
}

/**
 * Nickname, names as on the member's documents and bank card, and phone (user/update). The legal
 * name and its reading are what the identity check verifies: while it is under review and once it
 * is approved they are shown but cannot be edited (the server refuses a change the same way), and
 * the form sends only the nickname and phone.
 */
export function ProfileSection({ profile }: { profile: TUserProfile }) {
  const { t } = useTranslation();
  const identityLock = profile.kycStatus === 'approved' || profile.kycStatus === 'pending' ? profile.kycStatus : null;
  const form = useForm<ProfileValues>({ ...RULE_FORM_OPTIONS, defaultValues: valuesOf(profile) });
  const nickname = useRuleField(form, 'nickname', { label: t('user.fields.nickname'), rules: [{ max: 50 }], maxLength: 50 });
  const lastName = useRuleField(form, 'lastName', { label: t('user.fields.lastName'), rules: [{ max: 50 }], maxLength: 50 });
  const firstName = useRuleField(form, 'firstName', { label: t('user.fields.firstName'), rules: [{ max: 50 }], maxLength: 50 });
  const pinyinName = useRuleField(form, 'pinyinName', {
    label: t('user.fields.pinyinName'),
    rules: [{ max: 100 }],
    maxLength: 100,
  });
  const phone = useRuleField(form, 'phone', {
    label: t('user.fields.phone'),
    rules: [{ pattern: PHONE_PATTERN, message: t('user.profile.phoneFormat'), trigger: 'blur' }],
    maxLength: 20,
  });

  async function submit(values: ProfileValues) {
    try {
      const names = identityLock
        ? {}
        : { lastName: values.lastName.trim(), firstName: values.firstName.trim(), pinyinName: values.pinyinName.trim() };
      const updated = await updateProfile({ nickname: values.nickname.trim(), ...names, phone: values.phone.trim() });
      updateSession({ userInfo: updated });
      form.reset(valuesOf(updated));
      toast.success(t('user.profile.saved'));
    } catch (error) {
      showServerError(form, error, ['nickname', 'lastName', 'firstName', 'pinyinName', 'phone']);
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
            {identityLock === 'approved' ? t('user.profile.identityLocked') : t('user.profile.identityUnderReview')}
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
