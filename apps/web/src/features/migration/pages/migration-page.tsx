import type { TMigrationFlow, TMigrationResult } from '@amigo/contract';
import type { i18n as I18nInstance } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { NATIVE_NAMES, type Language } from '../../../lib/i18n/languages.ts';
import type { CheckedFlow } from '../api/check-code.ts';
import { CardStep, type CardChecked } from '../components/card-step.tsx';
import { CodeStep } from '../components/code-step.tsx';
import { ConfirmStep } from '../components/confirm-step.tsx';
import { DoneStep } from '../components/done-step.tsx';
import { LoginStep } from '../components/login-step.tsx';
import { StepIndicator, type MigrationStep } from '../components/step-indicator.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

type Stage =
  | { step: 'login' }
  | { step: 'card'; flow: TMigrationFlow }
  | { step: 'code'; checked: CardChecked }
  | { step: 'confirm'; checked: CheckedFlow }
  | { step: 'done'; result: TMigrationResult };

export interface MigrationPageProps {
  /** The page's fixed language and its i18next instance (the route loader prepares both). */
  language: Language;
  i18n: I18nInstance;
  /** The other version of the page (Chinese ↔ Japanese) and its language. */
  otherVersion: { path: string; language: Language };
  hallPath: string;
  userCenterPath: string;
}

/**
 * /account-transfer (Chinese, zh-CN or zh-TW) and /account-transfer-jp (Japanese): a member of
 * the legacy platform moves their account and balance into Amigo Hall, once. The page speaks its
 * own language whatever the site's (its own i18next instance; the calls send that language, so
 * the server's messages match); the header and footer stay in the site language.
 */
export function MigrationPage({ language, i18n, ...rest }: MigrationPageProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <div lang={language} className="mx-auto w-full max-w-2xl">
        <MigrationFlow {...rest} />
      </div>
    </I18nextProvider>
  );
}

function MigrationFlow({ otherVersion, hallPath, userCenterPath }: Omit<MigrationPageProps, 'language' | 'i18n'>) {
  const { t } = useI18n('migration');
  const [stage, setStage] = useState<Stage>({ step: 'login' });
  // Each new step starts with its heading focused (not on arrival: the page is read from the top).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('migration-step-heading')?.focus();
  }, [stage]);
  const restart = () => setStage({ step: 'login' });
  const step: MigrationStep = stage.step;

  return (
    <>
      <PageHeading title={t('migration:title')} icon="swap">
        <p>{t('migration:lead')}</p>
        <p className="mt-2 text-sm">
          {t('migration:otherVersion')}{' '}
          <Link
            to={otherVersion.path}
            lang={otherVersion.language}
            className="font-medium text-gold-300 underline underline-offset-4 hover:text-gold-200"
          >
            {NATIVE_NAMES[otherVersion.language]}
          </Link>
        </p>
      </PageHeading>
      <div className="rounded-2xl border border-line bg-night-850/80 px-3 py-5 shadow-lg sm:p-8">
        <StepIndicator current={step} />
        {stage.step === 'login' ? (
          <LoginStep onValidated={(flow) => setStage({ step: 'card', flow })} />
        ) : stage.step === 'card' ? (
          <CardStep flow={stage.flow} onChecked={(checked) => setStage({ step: 'code', checked })} onRestart={restart} />
        ) : stage.step === 'code' ? (
          <CodeStep
            checked={stage.checked}
            onVerified={(checked) => setStage({ step: 'confirm', checked })}
            onRestart={restart}
          />
        ) : stage.step === 'confirm' ? (
          <ConfirmStep checked={stage.checked} onDone={(result) => setStage({ step: 'done', result })} onRestart={restart} />
        ) : (
          <DoneStep result={stage.result} hallPath={hallPath} userCenterPath={userCenterPath} />
        )}
      </div>
    </>
  );
}
