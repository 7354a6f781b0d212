import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';

/**
 * SPEC §4/§5: the send-code button. Disabled while the e-mail is empty, while sending and
 * during the countdown, when it reads "resend (Ns)".
 */
export function SendCodeButton({
  remaining,
  sent,
  sending,
  disabled,
  onClick,
}: {
  remaining: number;
  sent: boolean;
  sending: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const label = remaining > 0 ? t('forms.resendIn', { seconds: remaining }) : sent ? t('forms.resend') : t('forms.sendCode');
  return (
    <Button
      variant="secondary"
      className="h-11 min-w-28 shrink-0"
      disabled={disabled || sending || remaining > 0}
      aria-busy={sending || undefined}
      onClick={onClick}
    >
      <span className="tabular-nums">{label}</span>
    </Button>
  );
}
