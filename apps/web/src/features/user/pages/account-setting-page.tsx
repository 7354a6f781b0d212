import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useProfile } from '../../../lib/session/profile.ts';
import { IdNumberSection } from '../components/id-number-section.tsx';
import { KycSection } from '../components/kyc-section.tsx';
import { LoginPasswordSection } from '../components/login-password-section.tsx';
import { PaymentPasswordForm } from '../components/payment-password-form.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import { SettingsSection } from '../components/settings-section.tsx';

const SECTIONS = ['profile', 'id-number', 'login-password', 'payment-password', 'kyc'] as const;

/**
 * /user/account-setting: profile, ID number, login password, payment password and identity check;
 * `responsibleGaming` (given by the app: another feature's summary) is one more section, last.
 */
export function AccountSettingPage({
  title,
  responsibleGaming,
}: {
  title: string;
  responsibleGaming?: { title: string; content: ReactNode };
}) {
  const { t } = useTranslation();
  const profile = useProfile();
  if (!profile) return null;
  const sectionTitles: Record<(typeof SECTIONS)[number], string> = {
    profile: t('user.profile.title'),
    'id-number': t('user.idNumber.title'),
    'login-password': t('user.loginPassword.title'),
    'payment-password': t('routes.paymentPassword'),
    kyc: t('user.kyc.title'),
  };
  return (
    <article>
      <PageHeading title={title} icon="settings" />
      <nav aria-label={t('user.settings.sections')} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map((id) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex rounded-full border border-line px-3 py-1 text-sm text-fg-muted hover:border-gold-400/60 hover:text-fg"
              >
                {sectionTitles[id]}
              </a>
            </li>
          ))}
          {responsibleGaming ? (
            <li>
              <a
                href="#responsible-gaming"
                className="inline-flex rounded-full border border-line px-3 py-1 text-sm text-fg-muted hover:border-gold-400/60 hover:text-fg"
              >
                {responsibleGaming.title}
              </a>
            </li>
          ) : null}
        </ul>
      </nav>
      <div className="flex flex-col gap-6">
        <ProfileSection profile={profile} />
        <IdNumberSection profile={profile} />
        <LoginPasswordSection username={profile.username} />
        <SettingsSection
          id="payment-password"
          title={t('routes.paymentPassword')}
          icon="lock"
          description={t('user.payment.description')}
        >
          <PaymentPasswordForm key={String(profile.hasPaymentPassword)} profile={profile} />
        </SettingsSection>
        <KycSection />
        {responsibleGaming ? (
          <SettingsSection id="responsible-gaming" title={responsibleGaming.title} icon="heart">
            {responsibleGaming.content}
          </SettingsSection>
        ) : null}
      </div>
    </article>
  );
}
