import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlannedPage } from '../../../components/planned-page.tsx';

export const GUIDE_TOPICS = ['start', 'deposit', 'withdraw', 'play'] as const;

/** The tab of /game/guide/:tabIndex?: a number within range, else the first tab. */
export function guideTabFrom(tabIndex: string | undefined): number {
  const index = Number(tabIndex ?? 0);
  return Number.isInteger(index) && index >= 0 && index < GUIDE_TOPICS.length ? index : 0;
}

/** The player's guide; the optional tabIndex route parameter picks the topic. */
export function GuidePage({ tabIndex, tabPath }: { tabIndex: string | undefined; tabPath: (index: number) => string }) {
  const { t } = useTranslation();
  const selected = guideTabFrom(tabIndex);
  const topic = GUIDE_TOPICS[selected] ?? 'start';
  return (
    <PlannedPage title={t('routes.guide')} description={t('planned.guide')} icon="book">
      <nav aria-label={t('guide.topics')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {GUIDE_TOPICS.map((name, index) => (
            <li key={name}>
              <Link
                to={tabPath(index)}
                aria-current={index === selected ? 'page' : undefined}
                className={clsx(
                  'inline-block rounded-full border px-4 py-1.5 text-sm',
                  index === selected
                    ? 'border-gold-400/70 bg-gold-400/15 font-semibold text-gold-300'
                    : 'border-line text-fg-muted hover:text-fg',
                )}
              >
                {t(`guide.${name}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="mt-5 border-t border-line pt-5" aria-labelledby="guide-topic">
        <h2 id="guide-topic" className="font-bold text-fg">
          {t(`guide.${topic}.title`)}
        </h2>
        <p className="mt-2 max-w-prose text-sm leading-relaxed text-fg-muted">{t(`guide.${topic}.summary`)}</p>
      </section>
    </PlannedPage>
  );
}
