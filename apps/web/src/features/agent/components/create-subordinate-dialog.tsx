import { USERNAME_MAX_LENGTH, agentCalls, type TSubMember } from '@amigo/contract';
import { showServerError } from '../../../components/forms/server-error.ts';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PopupDialog } from '../../../components/ui/popup-dialog.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { optionalInput } from '../../../lib/validation/form-inputs.ts';
import { useSchemaField, useSchemaForm } from '../../../lib/validation/use-schema-form.ts';
import { createSubordinate } from '../api/create-subordinate.ts';

const request = agentCalls.agentSubMemberCreate.request;

/** The create call's request; the optional e-mail and nickname may be left blank. */
const createSchema = request.extend({
  email: optionalInput(request.shape.email),
  nickname: optionalInput(request.shape.nickname),
});

const EMPTY = { account: '', password: '', email: '', nickname: '' };

/** Creates a direct subordinate: username and password by the registration rules, e-mail and nickname optional. */
export function CreateSubordinateDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (member: TSubMember) => void;
}) {
  const { t } = useI18n('agent');
  const form = useSchemaForm({
    schema: createSchema,
    fields: {
      account: { label: t('agent:create.account'), invalid: t('auth.register.usernameFormat') },
      password: { label: t('agent:create.password'), invalid: t('agent:create.passwordShort') },
      email: { label: t('agent:create.email'), invalid: t('agent:create.emailFormat') },
      nickname: { label: t('agent:create.nickname') },
    },
    defaultValues: EMPTY,
  });
  const account = useSchemaField(form, 'account', { maxLength: USERNAME_MAX_LENGTH });
  const password = useSchemaField(form, 'password', { maxLength: 128 });
  const email = useSchemaField(form, 'email', { maxLength: 254 });
  const nickname = useSchemaField(form, 'nickname', { maxLength: 30 });

  async function submit(values: typeof EMPTY) {
    try {
      const member = await createSubordinate({
        account: values.account.trim(),
        password: values.password,
        ...(values.email.trim() ? { email: values.email.trim() } : {}),
        ...(values.nickname.trim() ? { nickname: values.nickname.trim() } : {}),
      });
      form.reset(EMPTY);
      onCreated(member);
    } catch (error) {
      showServerError(form, error, ['account', 'password', 'email', 'nickname']);
    }
  }

  return (
    <PopupDialog open={open} onOpenChange={onOpenChange} title={t('agent:create.title')} description={t('agent:create.lead')}>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        data-testid="agent-create-form"
      >
        <TextField
          id="agent-create-account"
          label={t('agent:create.account')}
          field={account}
          hint={t('auth.register.usernameHint')}
          required
          autoComplete="off"
        />
        <TextField
          id="agent-create-password"
          label={t('agent:create.password')}
          field={password}
          hint={t('agent:create.passwordHint')}
          type="password"
          revealable
          required
          autoComplete="new-password"
        />
        <TextField id="agent-create-email" label={t('agent:create.email')} field={email} type="email" autoComplete="off" />
        <TextField id="agent-create-nickname" label={t('agent:create.nickname')} field={nickname} autoComplete="off" />
        <div className="flex justify-end">
          <Button type="submit" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting || undefined}>
            {t('agent:create.submit')}
          </Button>
        </div>
      </form>
    </PopupDialog>
  );
}
