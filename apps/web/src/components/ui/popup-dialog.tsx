import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/icon.tsx';
import { Button } from './button.tsx';

/** SPEC §9: 500 px by default; never wider than the screen minus a margin on phones. */
const WIDTHS = {
  narrow: 'w-[400px]',
  default: 'w-[500px]',
  wide: 'w-[720px]',
} as const;

export interface PopupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  width?: keyof typeof WIDTHS;
  /** Shows a cancel button that closes the dialog (and calls onCancel). On when onCancel is given. */
  showCancel?: boolean;
  cancelText?: string;
  onCancel?: () => void;
  /** Shows a confirm button. On when onConfirm is given. The dialog stays open while it runs. */
  showConfirm?: boolean;
  confirmText?: string;
  onConfirm?: () => void | Promise<void>;
  confirmDisabled?: boolean;
  /** false: a click outside does not close it (Escape and the close button still do). */
  dismissOnOutsideClick?: boolean;
}

/** The reusable popup dialog of SPEC §2: a title, any content, optional cancel and confirm buttons. */
export function PopupDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  width = 'default',
  showCancel,
  cancelText,
  onCancel,
  showConfirm,
  confirmText,
  onConfirm,
  confirmDisabled,
  dismissOnOutsideClick = true,
}: PopupDialogProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const hasCancel = showCancel ?? onCancel !== undefined;
  const hasConfirm = showConfirm ?? onConfirm !== undefined;

  async function confirm() {
    setConfirming(true);
    try {
      await onConfirm?.();
    } finally {
      setConfirming(false);
    }
  }

  function cancel() {
    onCancel?.();
    onOpenChange(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night-950/75 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className={clsx(
            'panel fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 shadow-2xl shadow-black/50',
            'max-h-[calc(100dvh-2rem)] max-w-[calc(100vw-2rem)] overflow-y-auto p-5 sm:p-6',
            'bg-night-850 data-[state=open]:animate-pop-in focus:outline-none',
            WIDTHS[width],
          )}
          onPointerDownOutside={dismissOnOutsideClick ? undefined : (event) => event.preventDefault()}
          onInteractOutside={dismissOnOutsideClick ? undefined : (event) => event.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg leading-snug font-bold text-fg">{title}</Dialog.Title>
            <Dialog.Close
              className="-mt-1 -mr-1 rounded-full p-1.5 text-fg-subtle hover:bg-white/10 hover:text-fg"
              aria-label={t('actions.close')}
            >
              <Icon name="close" />
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="mb-4 text-sm text-fg-muted">{description}</Dialog.Description> : null}
          {children}
          {hasCancel || hasConfirm ? (
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              {hasCancel ? (
                <Button variant="secondary" onClick={cancel}>
                  {cancelText ?? t('actions.cancel')}
                </Button>
              ) : null}
              {hasConfirm ? (
                <Button
                  onClick={() => void confirm()}
                  disabled={confirmDisabled || confirming}
                  aria-busy={confirming || undefined}
                >
                  {confirmText ?? t('actions.confirm')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
