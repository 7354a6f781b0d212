import { USERNAME_PATTERN, ZEmail, type TSubMember } from '@amigo/contract';
import { useForm } from 'react-hook-form';
import { showServerError } from '../../../components/forms/server-error.ts';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PopupDialog } from '../../../components/ui/popup-dialog.tsx';
import { RULE_FORM_OPTIONS, useRuleField } from '../../../lib/validation/use-rule-field.ts';
import { useAgentTranslation } from '../agent-translation.ts';
import { createSubordinate } from '../api/create-subordinate.ts';

interface CreateValues {
  account: string;
  password: string;
  email: string;
  nickname: string;
}

const EMPTY: CreateValues = { account: '', password: '', email: '', nickname: '' };

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
  const { at } = useAgentTranslation();
  const form = useForm<CreateValues>({ ...RULE_FORM_OPTIONS, defaultValues: EMPTY });
  const account = useRuleField(form, 'account', {
    label: at('create.account'),
    maxLength: 16,
    rules: [{ required: true }, { pattern: USERNAME_PATTERN, message: at('create.accountFormat'), trigger: 'blur' }],
  });
  const password = useRuleField(form, 'password', {
    label: at('create.password'),
    maxLength: 128,
    rules: [
      { required: true },
      { validator: (value) => String(value).length >= 8, message: at('create.passwordShort'), trigger: 'blur' },
    ],
  });
  const email = useRuleField(form, 'email', {
    label: at('create.email'),
    maxLength: 254,
    rules: [
      {
        validator: (value) => !String(value).trim() || ZEmail.safeParse(value).success,
        message: at('create.emailFormat'),
        trigger: 'blur',
      },
    ],
  });
  const nickname = useRuleField(form, 'nickname', { label: at('create.nickname'), maxLength: 30, rules: [] });

  async function submit(values: CreateValues) {
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
    <PopupDialog open={open} onOpenChange={onOpenChange} title={at('create.title')} description={at('create.lead')}>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        data-testid="agent-create-form"
      >
        <TextField
          id="agent-create-account"
          label={at('create.account')}
          field={account}
          hint={at('create.accountHint')}
          required
          autoComplete="off"
        />
        <TextField
          id="agent-create-password"
          label={at('create.password')}
          field={password}
          hint={at('create.passwordHint')}
          type="password"
          revealable
          required
          autoComplete="new-password"
        />
        <TextField id="agent-create-email" label={at('create.email')} field={email} type="email" autoComplete="off" />
        <TextField id="agent-create-nickname" label={at('create.nickname')} field={nickname} autoComplete="off" />
        <div className="flex justify-end">
          <Button type="submit" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting || undefined}>
            {at('create.submit')}
          </Button>
        </div>
      </form>
    </PopupDialog>
  );
}
