import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as sonner from 'sonner';
import { toasterReady } from './toast.ts';
import './toaster.css';

/** SPEC §9: toasts stay 2000 ms. */
export const TOAST_DURATION_MS = 2000;

/** sonner's Toaster, a chunk of its own: loaded with the first toast (lib/toast/toast.ts). */
export function Toasts() {
  const { t } = useTranslation();
  // Runs after the Toaster's own effect has subscribed to sonner's toasts.
  useEffect(() => toasterReady(sonner), []);
  return (
    <sonner.Toaster
      theme="dark"
      position="top-center"
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      containerAriaLabel={t('app.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('actions.close') }}
    />
  );
}
