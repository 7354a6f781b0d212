import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSameSitePath } from '../../../lib/validation/is-same-site-path.ts';
import { authorizeSocial, type SocialProvider } from '../api/authorize-social.ts';
import { campaignFor } from '../../../lib/referral/referral.ts';

export interface SocialAvailability {
  google: boolean;
  line: boolean;
}

/** The providers' own marks, drawn inline (the CSP allows no image hosts). */
function ProviderMark({ provider }: { provider: SocialProvider }) {
  if (provider === 'google') {
    return (
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
        <path fill="#4285F4" d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2.1-1.9 3.2-4.8 3.2-8.2z" />
        <path
          fill="#34A853"
          d="M12 23c3 0 5.5-1 7.4-2.7l-3.6-2.8c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2v2.9A11 11 0 0 0 12 23z"
        />
        <path fill="#FBBC05" d="M5.7 14a6.6 6.6 0 0 1 0-4.1V7H2a11 11 0 0 0 0 9.9z" />
        <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2 7l3.7 2.9C6.6 7.4 9.1 5.4 12 5.4z" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="6" fill="#06C755" />
      <path
        fill="#fff"
        d="M12 5.2c-4.4 0-8 2.9-8 6.4 0 3.2 2.8 5.8 6.6 6.3.3.1.6.2.7.4.1.2 0 .5 0 .7l-.1.7c0 .2-.2.8.7.4s4.8-2.8 6.5-4.8c1.2-1.3 1.6-2.5 1.6-3.8 0-3.5-3.6-6.3-8-6.3z"
      />
    </svg>
  );
}

/**
 * Google and LINE sign-in (SPEC §7), shown only for providers the server has configured.
 * The browser goes to the provider's page; it comes back to /auth/callback/<provider>.
 */
export function SocialButtons({
  available,
  agentCode,
  returnTo,
}: {
  available: SocialAvailability;
  agentCode: string;
  returnTo: string | null;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const providers = (['google', 'line'] as const).filter((provider) => available[provider]);
  if (providers.length === 0) return null;

  async function start(provider: SocialProvider) {
    setBusy(provider);
    try {
      const redirect = returnTo && returnTo.length <= 512 && isSameSitePath(returnTo) ? returnTo : undefined;
      const { url } = await authorizeSocial({
        event: provider,
        agentCode: agentCode || undefined,
        campaign: campaignFor(agentCode),
        redirect,
      });
      window.location.assign(url);
    } catch {
      // The HTTP client has shown the message.
      setBusy(null);
    }
  }

  return (
    <div className="mt-6">
      <p className="mb-3 flex items-center gap-3 text-xs text-fg-subtle">
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
        {t('auth.social.or')}
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
      </p>
      <div className="grid gap-2.5 sm:grid-cols-2">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            onClick={() => void start(provider)}
            disabled={busy !== null}
            aria-busy={busy === provider || undefined}
            className="inline-flex h-11 items-center justify-center gap-2.5 rounded-full border border-line bg-night-900/70 px-4 text-sm font-semibold text-fg transition-colors hover:border-gold-400/60 hover:bg-white/5 disabled:opacity-60"
          >
            <ProviderMark provider={provider} />
            {t(provider === 'google' ? 'auth.social.google' : 'auth.social.line')}
          </button>
        ))}
      </div>
    </div>
  );
}
