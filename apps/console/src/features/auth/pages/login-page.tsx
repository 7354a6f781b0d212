import type { TStaffMe } from '@amigo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Brand } from '../../../components/brand.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { QrCode } from '../../../components/qr-code.tsx';
import { SkipLink } from '../../../components/skip-link.tsx';
import { Button, ErrorNote, Field, inputClass } from '../../../components/ui.tsx';
import { ME_KEY } from '../../../lib/session.ts';
import { enableTotp } from '../api/enable-totp.ts';
import { signIn } from '../api/sign-in.ts';
import { startTotpSetup } from '../api/start-totp-setup.ts';

/**
 * Staff sign-in: username, password and the authenticator code in one form. An account that has
 * not enrolled yet signs in without a code and is taken to enrolment: scan the QR code (or type
 * the key), then confirm with the first code.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<TStaffMe | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function signedIn(me: TStaffMe) {
    // A "who am I" read begun before the sign-in (a window focus refetches it) answers signed out:
    // landing after this, it would send the new session back to this page.
    await queryClient.cancelQueries({ queryKey: ME_KEY, exact: true });
    queryClient.setQueryData(ME_KEY, me);
    await navigate('/', { replace: true });
  }

  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <SkipLink />
      <DocumentTitle page={t('login.title')} />
      <header className="flex items-end justify-between gap-4 px-4 py-3 sm:px-6">
        <Brand />
        <LanguageSelect className="w-40" />
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 items-start justify-center px-4 pt-6 pb-12 outline-none sm:pt-12">
        <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          {pending ? (
            <Enrolment onDone={(me) => void signedIn(me)} />
          ) : (
            <SignInForm onSignedIn={(me) => (me.verified ? void signedIn(me) : setPending(me))} />
          )}
        </div>
      </main>
    </div>
  );
}

function SignInForm({ onSignedIn }: { onSignedIn: (me: TStaffMe) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const login = useMutation({
    mutationFn: () => signIn({ username, password, ...(code ? { code } : {}) }),
    onSuccess: onSignedIn,
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    login.mutate();
  }
  return (
    <>
      <h1 className="text-xl font-semibold text-slate-900">{t('login.title')}</h1>
      <p className="mt-1 text-sm text-slate-700">{t('login.intro')}</p>
      <form className="mt-5 flex flex-col gap-4" onSubmit={submit}>
        <Field label={t('login.username')}>
          {(id) => (
            <input
              id={id}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={64}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('login.password')}>
          {(id) => (
            <input
              id={id}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={128}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('login.code')} hint={t('login.codeHint')}>
          {(id) => (
            <input
              id={id}
              name="totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              className={`${inputClass} tracking-[0.3em]`}
            />
          )}
        </Field>
        <ErrorNote error={login.error} />
        <Button type="submit" variant="primary" className="h-10" disabled={login.isPending}>
          {t('login.submit')}
        </Button>
      </form>
    </>
  );
}

function Enrolment({ onDone }: { onDone: (me: TStaffMe) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const started = useRef(false);
  const setup = useMutation({ mutationFn: startTotpSetup });
  const enable = useMutation({ mutationFn: () => enableTotp({ code }), onSuccess: onDone });
  useEffect(() => {
    // One secret per visit (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    setup.mutate();
  }, [setup]);
  function submit(event: FormEvent) {
    event.preventDefault();
    enable.mutate();
  }
  return (
    <>
      <h1 className="text-xl font-semibold text-slate-900">{t('enrol.title')}</h1>
      <p className="mt-1 text-sm text-slate-700">{t('enrol.intro')}</p>
      <ErrorNote error={setup.error} />
      {setup.data ? (
        <div className="mt-4 flex flex-col items-center gap-3">
          <QrCode text={setup.data.otpauthUrl} label={t('enrol.qrLabel')} />
          <p className="text-xs text-slate-600">{t('enrol.manual')}</p>
          <code data-testid="totp-secret" className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900">
            {setup.data.secret}
          </code>
        </div>
      ) : null}
      <form className="mt-5 flex flex-col gap-4" onSubmit={submit}>
        <Field label={t('login.code')} hint={t('enrol.codeHint')}>
          {(id) => (
            <input
              id={id}
              name="totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              required
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              className={`${inputClass} tracking-[0.3em]`}
            />
          )}
        </Field>
        <ErrorNote error={enable.error} />
        <Button type="submit" variant="primary" className="h-10" disabled={enable.isPending || code.length !== 6}>
          {t('enrol.submit')}
        </Button>
      </form>
    </>
  );
}
