import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../../components/brand.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { LockIcon } from '../../../components/icons.tsx';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { SkipLink } from '../../../components/skip-link.tsx';

/**
 * Staff sign-in, as a placeholder: the fields staff will use (username, password,
 * authenticator code) are in place, but the submit stays disabled until the
 * operator-console issue brings staff accounts with TOTP two-factor authentication.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const noticeId = useId();

  function preventSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
          <h1 className="text-xl font-semibold text-slate-900">{t('login.title')}</h1>
          <p className="mt-1 text-sm text-slate-700">{t('login.intro')}</p>

          <div className="mt-4 flex gap-2.5 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <LockIcon className="mt-0.5 size-4 shrink-0" />
            <p id={noticeId}>{t('login.notice')}</p>
          </div>

          <form className="mt-5 flex flex-col gap-4" onSubmit={preventSubmit} noValidate>
            <Field label={t('login.username')}>
              {(id) => (
                <input
                  id={id}
                  name="username"
                  type="text"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={64}
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
                  maxLength={128}
                  className={inputClass}
                />
              )}
            </Field>
            <Field label={t('login.code')} hint={t('login.codeHint')}>
              {(id, hintId) => (
                <input
                  id={id}
                  name="totp"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  aria-describedby={hintId}
                  className={`${inputClass} tracking-[0.3em]`}
                />
              )}
            </Field>
            <button
              type="submit"
              disabled
              aria-describedby={noticeId}
              className="mt-1 h-10 rounded-md bg-blue-700 text-sm font-medium text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600"
            >
              {t('login.submit')}
            </button>
          </form>
        </div>
      </main>
    </div>
  );
}

const inputClass = 'h-10 w-full rounded-md border border-slate-500 bg-white px-3 text-sm text-slate-900 hover:border-slate-700';

function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string, hintId: string | undefined) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(id, hintId)}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
