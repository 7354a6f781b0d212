import * as Tabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PopupDialog } from '../../../components/ui/popup-dialog.tsx';
import { closeAuthDialog, switchAuthTab, useAuthDialog, type AuthTab } from '../../../lib/auth-dialog/auth-dialog-store.ts';
import { readReferral } from '../../../lib/referral/referral.ts';
import { agentCodeFrom } from '../return-to.ts';
import { FindPasswordForm } from './find-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { SocialButtons, type SocialAvailability } from './social-buttons.tsx';

const tabClass = clsx(
  'flex-1 rounded-full px-4 py-2 text-sm font-semibold text-fg-muted transition-colors',
  'hover:text-fg data-[state=active]:bg-gold-400 data-[state=active]:text-night-950',
);

const NO_SOCIAL: SocialAvailability = { google: false, line: false };

/**
 * The auth dialog of SPEC §2: login and register tabs, and findPassword (no tab) opened from
 * the login tab's forgot-password link. A click outside does not close it; the close button
 * and Escape do (result dismiss). Signing in or registering closes it with result confirm,
 * after the profile has been loaded into the session.
 */
export function AuthDialog({ social = NO_SOCIAL }: { social?: SocialAvailability | undefined }) {
  const { t } = useTranslation();
  const { open, tab, returnTo } = useAuthDialog();
  const title = tab === 'findPassword' ? t('auth.findPassword.title') : t('auth.title');
  // Read when the dialog opens: ?agentCode= of the page the member is heading to, or of this one,
  // else the referral a link left in this browser within its window (lib/referral).
  const agentCode = useMemo(
    () => (open ? agentCodeFrom(returnTo, window.location.search) || (readReferral()?.agentCode ?? '') : ''),
    [open, returnTo],
  );
  const confirm = () => closeAuthDialog('confirm');

  return (
    <PopupDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : closeAuthDialog('dismiss'))}
      title={title}
      dismissOnOutsideClick={false}
    >
      {tab === 'findPassword' ? (
        <FindPasswordForm onDone={() => closeAuthDialog('dismiss')} onBackToLogin={() => switchAuthTab('login')} />
      ) : (
        <Tabs.Root value={tab} onValueChange={(value) => switchAuthTab(value as AuthTab)}>
          <Tabs.List aria-label={t('auth.title')} className="mb-5 flex gap-1 rounded-full border border-line bg-night-900 p-1">
            <Tabs.Trigger value="login" className={tabClass}>
              {t('auth.tabs.login')}
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className={tabClass}>
              {t('auth.tabs.register')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login" className="focus-visible:outline-none">
            <LoginForm onSignedIn={confirm} onForgotPassword={() => switchAuthTab('findPassword')} />
          </Tabs.Content>
          <Tabs.Content value="register" className="focus-visible:outline-none">
            <RegisterForm agentCode={agentCode} onRegistered={confirm} />
          </Tabs.Content>
          <SocialButtons available={social} agentCode={agentCode} returnTo={returnTo ?? currentLocation()} />
        </Tabs.Root>
      )}
    </PopupDialog>
  );
}

function currentLocation(): string {
  return window.location.pathname + window.location.search;
}
