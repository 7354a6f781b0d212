import { Icon, type IconName } from '../../../components/icons/icon.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { promptInstall, useInstallState } from '../../../lib/pwa/install-prompt.ts';
import { ContentBoundary } from '../components/content-boundary.tsx';
import { QrCode } from '../../../components/qr-code.tsx';

const PLATFORMS: Array<{ key: 'ios' | 'android' | 'desktop'; icon: IconName }> = [
  { key: 'ios', icon: 'download' },
  { key: 'android', icon: 'download' },
  { key: 'desktop', icon: 'download' },
];

/**
 * /download: the site is the app (web manifest + service worker). Where the browser offers
 * it, our button opens its install prompt; everywhere the steps for each platform, and a QR
 * code of the site's address for opening it on a phone.
 */
export function DownloadPage({ title }: { title: string }) {
  return (
    <ContentBoundary>
      <DownloadContent title={title} />
    </ContentBoundary>
  );
}

function DownloadContent({ title }: { title: string }) {
  const { t } = useI18n('content');
  const install = useInstallState();
  const siteUrl = `${window.location.origin}/`;

  return (
    <article className="max-w-4xl">
      <PageHeading title={title} icon="download">
        <p>{t('content:download.lead')}</p>
      </PageHeading>
      <div className="grid gap-5 md:grid-cols-[1fr_auto]">
        <section className="panel p-5 sm:p-6" aria-labelledby="install-title">
          <h2 id="install-title" className="flex items-center gap-2 text-lg font-bold text-fg">
            <img src="/icons/icon-192.png" alt="" width={40} height={40} className="size-10 rounded-xl" />
            Amigo Hall
          </h2>
          {install === 'installed' ? (
            <p className="mt-4 flex items-center gap-2 text-fg-muted" data-testid="install-state">
              <Icon name="check" className="size-5 text-gold-300" />
              {t('content:download.installed')}
            </p>
          ) : install === 'available' ? (
            <Button size="lg" className="mt-4" onClick={() => void promptInstall()} data-testid="install-button">
              <Icon name="download" />
              {t('content:download.install')}
            </Button>
          ) : (
            <p className="mt-4 text-sm text-fg-muted" data-testid="install-state">
              {t('content:download.installHint')}
            </p>
          )}
          <p className="mt-4 flex items-start gap-2 text-sm text-fg-muted">
            <Icon name="shield" className="mt-0.5 size-4 shrink-0 text-gold-400" />
            {t('content:download.offline')}
          </p>
        </section>
        <section className="panel flex flex-col items-center gap-3 p-5 text-center sm:p-6" aria-labelledby="qr-title">
          <h2 id="qr-title" className="font-bold text-fg">
            {t('content:download.qrTitle')}
          </h2>
          <QrCode
            value={siteUrl}
            label={t('content:download.qrLabel', { url: siteUrl })}
            size={192}
            className="rounded-xl"
            testId="site-qr"
          />
          <p className="max-w-52 text-xs text-fg-muted">{t('content:download.qrText')}</p>
          <p className="text-xs break-all text-fg-subtle">{siteUrl}</p>
        </section>
      </div>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {PLATFORMS.map((platform) => (
          <li key={platform.key} className="panel p-5">
            <h2 className="flex items-center gap-2 font-bold text-fg">
              <Icon name={platform.icon} className="size-5 text-gold-300" />
              {t(`content:download.${platform.key}.title`)}
            </h2>
            <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm leading-relaxed text-fg-muted">
              <li>{t(`content:download.${platform.key}.step1`)}</li>
              <li>{t(`content:download.${platform.key}.step2`)}</li>
              <li>{t(`content:download.${platform.key}.step3`)}</li>
            </ol>
          </li>
        ))}
      </ul>
    </article>
  );
}
