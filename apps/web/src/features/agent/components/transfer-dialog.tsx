import { agentCalls, type TAgentTransfer, type TSubMember } from '@amigo/contract';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { showServerError } from '../../../components/forms/server-error.ts';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PopupDialog } from '../../../components/ui/popup-dialog.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useProfile } from '../../../lib/session/profile.ts';
import { numberInput } from '../../../lib/validation/form-inputs.ts';
import { useSchemaField, useSchemaForm } from '../../../lib/validation/use-schema-form.ts';
import { transferFromMember } from '../api/transfer-from-member.ts';
import { transferToMember } from '../api/transfer-to-member.ts';
import { newIdempotencyKey } from '../idempotency.ts';

export type TransferDirection = 'in' | 'out';

/** Both directions take the same request: its amount (within the paying side's balance, client only) and payment password. */
function transferSchema(available: number, overBalance: string) {
  const request = agentCalls.agentTypeMemberTransfer.request;
  return request.pick({ paymentPassword: true }).extend({
    amount: numberInput(request.shape.amount.refine((amount) => amount <= available, { message: overBalance })),
  });
}

const EMPTY = { amount: '', paymentPassword: '' };

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
  const { t, language } = useI18n('agent');
  const profile = useProfile();
  const key = useRef(newIdempotencyKey());
  const coins = (value: number) => t('agent:shared.coins', { amount: formatCoins(value, language) });
  const available = direction === 'in' ? agentBalance : (member?.balance ?? 0);
  const overBalance = t('agent:transfer.overBalance', { balance: coins(available) });
  const schema = useMemo(() => transferSchema(available, overBalance), [available, overBalance]);
  const form = useSchemaForm({
    schema,
    fields: {
      amount: { label: t('agent:transfer.amount'), invalid: t('agent:transfer.amountInvalid') },
      paymentPassword: { label: t('agent:transfer.paymentPassword'), invalid: t('agent:transfer.sixDigits') },
    },
    defaultValues: EMPTY,
  });

  useEffect(() => {
    key.current = newIdempotencyKey();
    form.reset(EMPTY);
  }, [member, direction, form]);

  // Every failure of the amount shows while it is typed (over the balance).
  const amount = useSchemaField(form, 'amount', { mode: 'digit', maxLength: 12, eager: true });
  const paymentPassword = useSchemaField(form, 'paymentPassword', { mode: 'digit', maxLength: 6 });

  if (!member) return null;
  const name = member.nickname ?? member.username;
  const hasPaymentPassword = profile?.hasPaymentPassword ?? true;

  async function submit(values: typeof EMPTY) {
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
      title={direction === 'in' ? t('agent:transfer.inTitle', { name }) : t('agent:transfer.outTitle', { name })}
      description={direction === 'in' ? t('agent:transfer.inLead', { name }) : t('agent:transfer.outLead', { name })}
    >
      {member.inGame ? (
        <p
          role="alert"
          className="mb-4 flex items-start gap-2 rounded-xl border border-gold-400/50 bg-gold-400/10 p-3 text-sm text-gold-200"
        >
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {t('agent:transfer.inGame')}
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
              ? t('agent:transfer.available', { balance: coins(agentBalance) })
              : t('agent:transfer.memberBalance', { balance: coins(member.balance) })}
          </p>
          <TextField id="agent-transfer-amount" label={t('agent:transfer.amount')} field={amount} required autoComplete="off" />
          <TextField
            id="agent-transfer-password"
            label={t('agent:transfer.paymentPassword')}
            field={paymentPassword}
            type="password"
            revealable
            required
            autoComplete="off"
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting || undefined}>
              {direction === 'in' ? t('agent:transfer.submitIn') : t('agent:transfer.submitOut')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-fg-muted">{t('agent:transfer.noPaymentPassword')}</p>
          <Button asChild variant="secondary">
            <Link to={paymentPasswordPath}>{t('agent:transfer.setPaymentPassword')}</Link>
          </Button>
        </div>
      )}
    </PopupDialog>
  );
}
