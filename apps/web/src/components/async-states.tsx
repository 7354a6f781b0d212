import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icons/icon.tsx';
import { Button } from './ui/button.tsx';

/** A list or page that is loading: a spinner with its name for screen readers. */
export function LoadingState({ className = 'min-h-48' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`flex items-center justify-center ${className}`} role="status">
      <span className="size-6 animate-spin rounded-full border-2 border-gold-400/30 border-t-gold-300" aria-hidden="true" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}

/** A message in place of a list or page: empty, failed (with a retry), or not found. */
export function StateMessage({
  icon = 'info',
  children,
  action,
  onRetry,
  retryLabel,
}: {
  icon?: IconName;
  children: ReactNode;
  action?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div className="panel flex flex-col items-center gap-3 p-8 text-center text-fg-muted">
      <Icon name={icon} className="size-8 text-gold-300" />
      <p>{children}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
      {action}
    </div>
  );
}
