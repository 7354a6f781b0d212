import { ZPaymentPassword, type TAgentTransfer, type TSubMember } from '@amigo/contract';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { showServerError } from '../../../components/forms/server-error.ts';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PopupDialog } from '../../../components/ui/popup-dialog.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { useProfile } from '../../../lib/session/profile.ts';
import { RULE_FORM_OPTIONS, useRuleField } from '../../../lib/validation/use-rule-field.ts';
import { useAgentTranslation } from '../agent-translation.ts';
import { transferFromMember } from '../api/transfer-from-member.ts';
import { transferToMember } from '../api/transfer-to-member.ts';
import { newIdempotencyKey } from '../idempotency.ts';

export type TransferDirection = 'in' | 'out';

interface TransferValues {
  amount: string;
  paymentPassword: string;
}

/**
 * Coins to a direct subordinate ("in") or back from one ("out"): amount within the paying side's
 * balance and the agent's payment password. One idempotency key per opened dialog, so a double
 * click or a retried request moves the coins once.
 */
export function TransferDialog({
  member,
  direction,
  agentBalance,
  paymentPasswordPath,
  onClose,
  onDone,
}: {
  member: TSubMember | null;
  direction: TransferDirection;
  agentBalance: number;
  paymentPasswordPath: string;
  onClose: () => void;
  onDone: (transfer: TAgentTransfer) => void;
}) {
  const { at, language } = useAgentTranslation();
  const profile = useProfile();
  const key = useRef(newIdempotencyKey());
  const form = useForm<TransferValues>({ ...RULE_FORM_OPTIONS, defaultValues: { amount: '', paymentPassword: '' } });
  const coins = (value: number) => at('shared.coins', { amount: formatCoins(value, language) });
  const available = direction === 'in' ? agentBalance : (member?.balance ?? 0);

  useEffect(() => {
    key.current = newIdempotencyKey();
    form.reset({ amount: '', paymentPassword: '' });
  }, [member, direction, form]);

  const amount = useRuleField(form, 'amount', {
    label: at('transfer.amount'),
    mode: 'digit',
    maxLength: 12,
    rules: [
      { required: true },
      {
        validator: (value) => {
          const number = Number(value);
          if (!Number.isInteger(number) || number < 1) return at('transfer.amountInvalid');
          return number <= available || at('transfer.overBalance', { balance: coins(available) });
        },
      },
    ],
  });
  const paymentPassword = useRuleField(form, 'paymentPassword', {
    label: at('transfer.paymentPassword'),
    mode: 'digit',
    maxLength: 6,
    rules: [
      { required: true },
      { validator: (value) => ZPaymentPassword.safeParse(value).success, message: at('transfer.sixDigits'), trigger: 'blur' },
    ],
  });

  if (!member) return null;
  const name = member.nickname ?? member.username;
  const hasPaymentPassword = profile?.hasPaymentPassword ?? true;

  async function submit(values: TransferValues) {
    if (!member) return;
    const payload = {
      userId: member.userId,
      amount: Number(values.amount),
      paymentPassword: values.paymentPassword,
      idempotencyKey: key.current,
    };
    try {
      const transfer = await (direction === 'in' ? transferToMember(payload) : transferFromMember(payload));
      onDone(transfer);
    } catch (error) {
      form.setValue('paymentPassword', '');
      showServerError(form, error, ['amount', 'paymentPassword']);
    }
  }

  return (
    <PopupDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={direction === 'in' ? at('transfer.inTitle', { name }) : at('transfer.outTitle', { name })}
      description={direction === 'in' ? at('transfer.inLead', { name }) : at('transfer.outLead', { name })}
    >
      {member.inGame ? (
        <p
          role="alert"
          className="mb-4 flex items-start gap-2 rounded-xl border border-gold-400/50 bg-gold-400/10 p-3 text-sm text-gold-200"
        >
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {at('transfer.inGame')}
        </p>
      ) : null}
      {hasPaymentPassword ? (
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
          data-testid="agent-transfer-form"
        >
          <p className="text-sm text-fg-muted">
            {direction === 'in'
              ? at('transfer.available', { balance: coins(agentBalance) })
              : at('transfer.memberBalance', { balance: coins(member.balance) })}
          </p>
          <TextField id="agent-transfer-amount" label={at('transfer.amount')} field={amount} required autoComplete="off" />
          <TextField
            id="agent-transfer-password"
            label={at('transfer.paymentPassword')}
            field={paymentPassword}
            type="password"
            revealable
            required
            autoComplete="off"
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting || undefined}>
              {direction === 'in' ? at('transfer.submitIn') : at('transfer.submitOut')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-fg-muted">{at('transfer.noPaymentPassword')}</p>
          <Button asChild variant="secondary">
            <Link to={paymentPasswordPath}>{at('transfer.setPaymentPassword')}</Link>
          </Button>
        </div>
      )}
    </PopupDialog>
  );
}
