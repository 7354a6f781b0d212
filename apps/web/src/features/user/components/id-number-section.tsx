import { userCalls, type TUserProfile } from '@amigo/contract';
import { toast } from '../../../lib/toast/toast.ts';
import { showServerError } from '../../../components/forms/server-error.ts';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { updateSession } from '../../../lib/session/session-store.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useSchemaField, useSchemaForm } from '../../../lib/validation/use-schema-form.ts';
import { updateIdNumber } from '../api/update-id-number.ts';
import { SettingsSection } from './settings-section.tsx';

/**
 * The ID document number: only its last characters are ever shown (the server sends no more).
 * While the identity check is under review, and once it is approved, it is locked.
 */
export function IdNumberSection({ profile }: { profile: TUserProfile }) {
  const { t } = useI18n();
  const form = useSchemaForm({
    schema: userCalls.userUpdateIdNumber.request,
    fields: { idNumber: { label: t('user.fields.idNumber'), invalid: t('user.idNumber.format') } },
    defaultValues: { idNumber: '' },
  });
  const idNumber = useSchemaField(form, 'idNumber', { maxLength: 32 });
  // The server refuses a change while the documents are under review and once they are approved.
  // While the reviewer asks for more information, a requested number is typed in the KYC section.
  const locked = profile.kycStatus === 'approved' || profile.kycStatus === 'pending' || profile.kycStatus === 'more_info';

  async function submit(values: { idNumber: string }) {
    try {
      const updated = await updateIdNumber(values.idNumber.trim());
      updateSession({ userInfo: updated });
      form.reset({ idNumber: '' });
      toast.success(t('user.idNumber.saved'));
    } catch (error) {
      showServerError(form, error, ['idNumber']);
    }
  }

  return (
    <SettingsSection id="id-number" title={t('user.idNumber.title')} icon="idCard" description={t('user.idNumber.description')}>
      <p className="mb-4 text-sm text-fg-muted">
        {t('user.idNumber.current')}:{' '}
        <span className="font-mono font-semibold tracking-wider text-fg" data-testid="id-number-masked">
          {profile.idNumberMasked ?? t('user.notSet')}
        </span>
      </p>
      {locked ? (
        <p className="flex items-start gap-2 rounded-xl border border-emerald-400/40 bg-emerald-500/10 p-3.5 text-sm text-emerald-200">
          <Icon name="lock" className="mt-0.5 size-4 shrink-0" />
          {profile.kycStatus === 'approved'
            ? t('user.idNumber.locked')
            : profile.kycStatus === 'more_info'
              ? t('user.profile.identityMoreInfo')
              : t('user.idNumber.underReview')}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
          className="flex flex-col gap-4 sm:flex-row sm:items-start"
        >
          <div className="sm:flex-1">
            <TextField
              id="id-number-input"
              label={profile.idNumberMasked ? t('user.idNumber.change') : t('user.fields.idNumber')}
              field={idNumber}
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          </div>
          <Button
            type="submit"
            className="sm:mt-7"
            disabled={form.formState.isSubmitting}
            aria-busy={form.formState.isSubmitting || undefined}
          >
            {t('user.actions.save')}
          </Button>
        </form>
      )}
    </SettingsSection>
  );
}
