import type { TContentWarning } from '@amigo/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorNote } from '../../../components/ui.tsx';
import { useContentCheck } from '../api/check-content.ts';
import type { Suffix } from './content-preview.tsx';

type Texts = { title: Record<Suffix, string>; body: Record<Suffix, string> };

/** How long the editor waits after the last keystroke before asking the server again. */
const CHECK_DELAY_MS = 600;

const hasText = (texts: Texts) =>
  [...Object.values(texts.title), ...Object.values(texts.body)].some((text) => text.trim() !== '');

/**
 * The machines a draft names that are not on the floor (issue 17), asked of the server as the
 * operator types (after a pause) or at once with the button: the server knows the floor and
 * reads the text the way it will be stored. Nothing is saved by the check.
 */
export function MachineCheck({ title, body }: Texts) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<Texts>({ title, body });
  useEffect(() => {
    const timer = setTimeout(() => setChecked({ title, body }), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [title, body]);
  const query = useContentCheck(checked, hasText(checked));
  const warnings = query.data?.warnings ?? [];
  return (
    <section aria-label={t('content.check.title')} data-testid="machine-check" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => setChecked({ title, body })} disabled={!hasText({ title, body })}>
          {t('content.check.run')}
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {query.isFetching ? t('content.check.checking') : query.data && warnings.length === 0 ? t('content.check.clear') : ''}
        </p>
      </div>
      <ErrorNote error={query.error} />
      {warnings.length > 0 ? <MachineWarnings heading={t('content.check.warningsTitle')} warnings={warnings} /> : null}
    </section>
  );
}

/**
 * The warnings as a list an operator cannot miss: which name, in which field and language. In the
 * editor it says the item can still be saved; after a save it can be dismissed.
 */
export function MachineWarnings({
  heading,
  warnings,
  onDismiss,
}: {
  heading: string;
  warnings: TContentWarning[];
  onDismiss?: () => void;
}) {
  const { t } = useTranslation();
  const fieldLabel = (field: string) => {
    const [part, suffix] = field.split('.') as ['title' | 'body', Suffix];
    return `${t(part === 'title' ? 'content.title' : 'content.body')} · ${t(`content.languages.${suffix}`)}`;
  };
  return (
    <div
      role="alert"
      data-testid="machine-warnings"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <p className="font-semibold">{heading}</p>
      <ul className="mt-1 list-disc ps-5">
        {warnings.map((warning) => (
          <li key={`${warning.field}:${warning.name}`} className="break-words">
            {t('content.check.unknownMachine', { name: warning.name, field: fieldLabel(warning.field) })}
          </li>
        ))}
      </ul>
      {onDismiss ? (
        <div className="mt-2">
          <Button onClick={onDismiss}>{t('content.check.dismiss')}</Button>
        </div>
      ) : (
        <p className="mt-1 text-amber-900">{t('content.check.hint')}</p>
      )}
    </div>
  );
}
