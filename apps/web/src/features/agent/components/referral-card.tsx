import { CopyButton } from '../../../components/copy-button.tsx';
import { QrCode } from '../../../components/qr-code.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useReferral } from '../api/get-referral.ts';
import { QueryState } from './query-state.tsx';

/** The agent code and referral link (registration prefilled with the code), with copy buttons and a QR code. */
export function ReferralCard() {
  const { t } = useI18n('agent');
  const referral = useReferral();
  return (
    <section className="panel p-5 sm:p-6" aria-labelledby="agent-referral-title" data-testid="agent-referral">
      <h2 id="agent-referral-title" className="text-base font-bold text-fg">
        {t('agent:referral.title')}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t('agent:referral.lead')}</p>
      <QueryState query={referral}>
        {({ agentCode, referralUrl }) => (
          <div className="mt-4 grid gap-5 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
            <dl className="grid min-w-0 gap-4">
              <div>
                <dt className="text-xs text-fg-subtle">{t('agent:referral.code')}</dt>
                <dd className="mt-1 flex items-center gap-3">
                  <span className="font-mono text-2xl font-bold tracking-widest text-gold-200" data-testid="agent-code">
                    {agentCode}
                  </span>
                  <CopyButton value={agentCode} label={t('agent:referral.code')} variant="text" />
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-fg-subtle">{t('agent:referral.link')}</dt>
                <dd className="mt-1 flex flex-wrap items-center gap-3">
                  <a
                    href={referralUrl}
                    className="min-w-0 font-mono text-sm break-all text-violet-400 underline-offset-2 hover:underline"
                    data-testid="agent-referral-url"
                  >
                    {referralUrl}
                  </a>
                  <CopyButton value={referralUrl} label={t('agent:referral.link')} variant="text" />
                </dd>
              </div>
            </dl>
            <QrCode value={referralUrl} label={t('agent:referral.qr')} className="mx-auto size-40 rounded-lg sm:size-36" />
          </div>
        )}
      </QueryState>
    </section>
  );
}
