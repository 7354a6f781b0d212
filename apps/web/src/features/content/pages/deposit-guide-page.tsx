import { Link } from 'react-router';
import { LoadingState } from '../../../components/async-states.tsx';
import { ExchangeRatioNote } from '../../../components/exchange-ratio-note.tsx';
import { Icon, type IconName } from '../../../components/icons/icon.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useLocalizedPicker } from '../../../lib/i18n/use-localized.ts';
import { useFaq } from '../api/list-faq.ts';
import { useGuide } from '../api/list-guide.ts';
import { ContentBoundary } from '../components/content-boundary.tsx';

const METHODS: Array<{ key: 'online' | 'bank' | 'crypto'; icon: IconName }> = [
  { key: 'online', icon: 'card' },
  { key: 'bank', icon: 'wallet' },
  { key: 'crypto', icon: 'coins' },
];

interface DepositGuideProps {
  title: string;
  depositPath: string;
  coinsPerYen?: number | undefined;
  coinsPerYuan?: number | undefined;
}

/** /game/guide/deposit: the payment methods, the exchange ratio, the steps (guide topic "deposits") and the deposit FAQ. */
export function DepositGuidePage(props: DepositGuideProps) {
  return (
    <ContentBoundary>
      <DepositGuideContent {...props} />
    </ContentBoundary>
  );
}

function DepositGuideContent({ title, depositPath, coinsPerYen, coinsPerYuan }: DepositGuideProps) {
  const { t } = useI18n('content');
  const pick = useLocalizedPicker();
  const steps = useGuide({ topic: 'deposits' });
  const faq = useFaq({ topic: 'deposits' });

  return (
    <article className="max-w-4xl">
      <PageHeading title={title} icon="wallet">
        <p>{t('content:depositGuide.lead')}</p>
      </PageHeading>
      <section aria-labelledby="deposit-methods">
        <h2 id="deposit-methods" className="text-lg font-bold text-fg">
          {t('content:depositGuide.methodsTitle')}
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {METHODS.map((method) => (
            <li key={method.key} className="panel p-5">
              <span className="flex size-10 items-center justify-center rounded-xl bg-gold-400/15 text-gold-300">
                <Icon name={method.icon} />
              </span>
              <h3 className="mt-3 font-bold text-fg">{t(`content:depositGuide.methods.${method.key}.title`)}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-fg-muted">
                {t(`content:depositGuide.methods.${method.key}.text`)}
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-4 space-y-2">
          <ExchangeRatioNote coinsPerYen={coinsPerYen} coinsPerYuan={coinsPerYuan} />
          <p className="flex items-start gap-2 text-sm text-fg-muted">
            <Icon name="clock" className="mt-0.5 size-4 text-gold-400" />
            {t('depositGuide.creditNote')}
          </p>
        </div>
      </section>

      <section aria-labelledby="deposit-steps" className="mt-8">
        <h2 id="deposit-steps" className="text-lg font-bold text-fg">
          {t('content:depositGuide.stepsTitle')}
        </h2>
        {steps.isPending ? (
          <LoadingState className="min-h-24" />
        ) : (
          (steps.data ?? []).map((section) => (
            <div key={section.id} className="panel mt-3 p-5">
              <h3 className="font-bold text-gold-200">{pick(section, 'title')}</h3>
              <RichText html={pick(section, 'body')} className="mt-2" />
            </div>
          ))
        )}
        <Link to={depositPath} className={buttonClass('primary', 'lg', 'mt-5')}>
          <Icon name="wallet" />
          {t('content:depositGuide.start')}
        </Link>
      </section>

      <section aria-labelledby="deposit-faq" className="mt-10">
        <h2 id="deposit-faq" className="text-lg font-bold text-fg">
          {t('content:depositGuide.faqTitle')}
        </h2>
        <ul className="mt-3 space-y-2">
          {(faq.data ?? []).map((entry) => (
            <li key={entry.id}>
              <details className="panel">
                <summary className="cursor-pointer px-4 py-3.5 font-medium text-fg hover:bg-white/5">
                  {pick(entry, 'title')}
                </summary>
                <RichText html={pick(entry, 'body')} className="border-t border-line/70 px-4 py-3.5 text-sm" />
              </details>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
