import * as Tabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/icon.tsx';
import { PopupDialog } from '../../../components/ui/popup-dialog.tsx';
import { closeAuthDialog, switchAuthTab, useAuthDialog, type AuthTab } from '../../../lib/auth-dialog/auth-dialog-store.ts';

const tabClass = clsx(
  'flex-1 rounded-full px-4 py-2 text-sm font-semibold text-fg-muted transition-colors',
  'hover:text-fg data-[state=active]:bg-gold-400 data-[state=active]:text-night-950',
);

/**
 * The auth dialog of SPEC §2: login and register tabs, and findPassword (no tab) opened from
 * the login tab's forgot-password link. A click outside does not close it; the close button
 * and Escape do (result dismiss). The forms arrive with the sign-in release; until then each
 * tab says so plainly.
 */
export function AuthDialog() {
  const { t } = useTranslation();
  const { open, tab } = useAuthDialog();
  const title = tab === 'findPassword' ? t('auth.findPassword.title') : t('auth.title');

  return (
    <PopupDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : closeAuthDialog('dismiss'))}
      title={title}
      dismissOnOutsideClick={false}
    >
      {tab === 'findPassword' ? (
        <FindPasswordPanel />
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
            <ComingSoonNotice text={t('auth.login.soon')} />
            <button
              type="button"
              className="mt-4 text-sm font-medium text-gold-300 underline-offset-4 hover:underline"
              onClick={() => switchAuthTab('findPassword')}
            >
              {t('auth.login.forgotPassword')}
            </button>
          </Tabs.Content>
          <Tabs.Content value="register" className="focus-visible:outline-none">
            <ComingSoonNotice text={t('auth.register.soon')} />
            <p className="mt-4 text-sm text-fg-subtle">
              {t('auth.register.agreementLead')}{' '}
              <a
                href="/user-agreement"
                target="_blank"
                rel="noopener"
                className="font-medium text-gold-300 underline underline-offset-4"
              >
                {t('routes.userAgreement')}
              </a>
            </p>
          </Tabs.Content>
        </Tabs.Root>
      )}
    </PopupDialog>
  );
}

function FindPasswordPanel() {
  const { t } = useTranslation();
  return (
    <div>
      <ComingSoonNotice text={t('auth.findPassword.soon')} />
      <button
        type="button"
        className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-gold-300 underline-offset-4 hover:underline"
        onClick={() => switchAuthTab('login')}
      >
        <Icon name="arrowLeft" className="size-4" />
        {t('auth.findPassword.backToLogin')}
      </button>
    </div>
  );
}

function ComingSoonNotice({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-violet-400/40 bg-violet-500/10 p-4">
      <p className="flex items-center gap-2 font-semibold text-fg">
        <Icon name="clock" className="size-4 text-violet-400" />
        {t('auth.soonTitle')}
      </p>
      <p className="mt-2 text-sm leading-relaxed text-fg-muted">{text}</p>
    </div>
  );
}
