import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useProfile } from '../../../lib/session/profile.ts';
import { PaymentPasswordForm } from '../components/payment-password-form.tsx';

/**
 * /user/payment-password and /user/payment-password/update: the payment-password form on a
 * page of its own (set it the first time, change it afterwards).
 */
export function PaymentPasswordPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const profile = useProfile();
  if (!profile) return null;
  return (
    <article>
      <PageHeading title={title} icon="lock">
        <p>{t('user.payment.description')}</p>
      </PageHeading>
      <section className="panel max-w-xl p-5 sm:p-6" aria-label={title}>
        <PaymentPasswordForm key={String(profile.hasPaymentPassword)} profile={profile} idPrefix="payment-page" />
      </section>
    </article>
  );
}
