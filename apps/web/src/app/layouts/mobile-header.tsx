import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompactLanguageSelector } from '../../components/compact-language-selector.tsx';
import { Logo } from '../../components/logo.tsx';
import { HeaderAccount } from './header-account.tsx';

/** Mobile (< 768 px): one compact row; the sections live in the bottom bar. */
export function MobileHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-night-950/90 backdrop-blur-md">
      <div className="flex h-14 items-center gap-2 px-4">
        <Link to="/" className="rounded-lg" aria-label={t('header.homeLink')}>
          <Logo compact />
        </Link>
        <div className="ml-auto flex items-center gap-2">
          <CompactLanguageSelector />
          <HeaderAccount compact />
        </div>
      </div>
    </header>
  );
}
