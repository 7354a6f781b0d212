import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExchangeRatioNote } from '../../components/exchange-ratio-note.tsx';
import { LanguageSelector } from '../../components/language-selector.tsx';
import { Logo } from '../../components/logo.tsx';
import type { NavItem } from '../../components/section-nav.tsx';
import { usePlatformConfig } from '../../features/platform/api/get-platform-config.ts';
import type { RouteName } from '../router/route-handle.ts';
import { useMenu, useRouteLinks } from './use-nav-items.ts';

/** The licence-review pages (SPEC §1) are linked from every page. */
const LICENCE_PAGES: readonly RouteName[] = ['privacyPolicy', 'termsConditions', 'responsibleGaming'];

function FooterColumn({ title, items }: { title: string; items: NavItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold text-gold-300">{title}</h2>
      <ul className="space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="text-fg-muted underline-offset-4 hover:text-fg hover:underline">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const config = usePlatformConfig();
  const about = useMenu('aboutMenu');
  const support = useMenu('footerMenu');
  const licences = useRouteLinks(LICENCE_PAGES);

  return (
    <footer className="mt-16 border-t border-line/70 bg-night-900/60">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:grid-cols-2 md:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="space-y-4">
          <Logo />
          <p className="max-w-xs text-sm leading-relaxed text-fg-muted">{t('footer.tagline')}</p>
          <ExchangeRatioNote coinsPerYen={config.data?.coinsPerYen} coinsPerYuan={config.data?.coinsPerYuan} />
        </div>
        <FooterColumn title={t('menus.aboutMenu')} items={about} />
        <FooterColumn title={t('menus.footerMenu')} items={support} />
        <FooterColumn title={t('footer.policies')} items={licences} />
      </div>
      <div className="border-t border-line/50">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-xs text-fg-subtle md:flex-row md:items-center md:justify-between md:px-6">
          <p className="flex items-start gap-2">
            <span className="shrink-0 rounded-md border border-fg-subtle/60 px-1.5 py-0.5 font-bold text-fg-muted">20+</span>
            <span className="leading-relaxed">{t('footer.ageNotice')}</span>
          </p>
          <div className="flex shrink-0 items-center justify-between gap-4">
            <p className="whitespace-nowrap">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
            <LanguageSelector align="end" />
          </div>
        </div>
      </div>
    </footer>
  );
}
