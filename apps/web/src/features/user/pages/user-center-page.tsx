import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons/icon.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import type { NavItem } from '../../../components/section-nav.tsx';
import { balanceOf } from '../../../lib/session/display-name.ts';
import { useProfile } from '../../../lib/session/profile.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { KycStatusBadge } from '../components/kyc-status-badge.tsx';
import { formatDateTime } from '../format.ts';

/**
 * /user/user-center: who is signed in, the identity-check state, the balance (a dash while the
 * profile carries none) and the way to the member's settings, bank cards, deposits and records.
 */
export function UserCenterPage({ title, links }: { title: string; links: NavItem[] }) {
  const { t, i18n } = useTranslation();
  const profile = useProfile();
  // The wallet's balance when the profile carries one; a dash until then.
  const balance = balanceOf(useSession().userInfo);
  if (!profile) return null;
  const shownName = profile.nickname || profile.username;

  const facts = [
    { label: t('user.fields.username'), value: profile.username, testId: 'username' },
    { label: t('user.fields.nickname'), value: profile.nickname || t('user.notSet'), testId: 'nickname' },
    { label: t('user.fields.email'), value: profile.email, testId: 'email' },
    { label: t('user.center.lastLogin'), value: formatDateTime(profile.lastLoginAt, i18n.language), testId: 'last-login' },
    { label: t('user.center.registered'), value: formatDateTime(profile.createdAt, i18n.language), testId: 'registered' },
  ];

  return (
    <article>
      <PageHeading title={title} icon="user" />
      <section className="panel overflow-hidden" aria-labelledby="member-name">
        <div className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div className="flex min-w-0 items-center gap-4">
            <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-b from-gold-300 to-gold-500 text-night-950">
              <Icon name="user" className="size-7" />
            </span>
            <div className="min-w-0">
              <h2 id="member-name" className="truncate text-xl font-bold text-fg">
                {shownName}
              </h2>
              <p className="truncate text-sm text-fg-subtle">{profile.email}</p>
              <div className="mt-2">
                <KycStatusBadge status={profile.kycStatus} />
              </div>
            </div>
          </div>
          <div className="rounded-xl border border-gold-400/40 bg-night-900/70 px-5 py-3 sm:text-right">
            <p className="text-xs text-fg-subtle">{t('header.balance')}</p>
            <p className="flex items-baseline gap-1.5 sm:justify-end">
              <span className="text-2xl font-bold text-gold-200 tabular-nums" data-testid="balance">
                {balance === null ? '—' : new Intl.NumberFormat(i18n.language).format(balance)}
              </span>
              <span className="text-sm text-fg-subtle">{t('header.coins')}</span>
            </p>
            {balance === null ? <p className="text-xs text-fg-subtle">{t('user.center.balanceSoon')}</p> : null}
          </div>
        </div>
        <dl className="grid border-t border-line sm:grid-cols-2 lg:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.testId} className="min-w-0 border-b border-line/60 px-5 py-3.5 sm:px-6">
              <dt className="text-xs text-fg-subtle">{fact.label}</dt>
              <dd className="mt-0.5 truncate text-sm font-medium text-fg" data-testid={`profile-${fact.testId}`}>
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <nav aria-labelledby="user-center-links" className="mt-8">
        <h2 id="user-center-links" className="mb-3 text-lg font-bold text-fg">
          {t('user.center.shortcuts')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="panel flex items-center gap-3 p-4 transition-colors hover:border-gold-400/60 hover:bg-white/5"
              >
                <span className="flex size-10 items-center justify-center rounded-xl bg-gold-400/15 text-gold-300 ring-1 ring-gold-400/30">
                  {link.icon ? <Icon name={link.icon} className="size-5" /> : null}
                </span>
                <span className="flex-1 font-semibold text-fg">{link.label}</span>
                <Icon name="chevronRight" className="size-4 text-fg-subtle" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
