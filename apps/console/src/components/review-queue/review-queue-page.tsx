import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlView } from '../../lib/use-url-view.ts';
import { Page, PageHeader, ViewSwitch } from '../ui.tsx';

/** A queue screen: its heading and description, then its queue (or queues) and anything below. */
export function ReviewQueuePage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Page>
      <PageHeader title={title} description={description} />
      {children}
    </Page>
  );
}

/**
 * Several queues on one screen (bank / crypto; manual / refunds / chain): tabs kept in `?view=`,
 * the first view the default, and the chosen queue below them.
 */
export function QueueViews<V extends string>({
  views,
  label,
  children,
}: {
  views: readonly [V, ...V[]];
  /** The tab's name for a view. */
  label: (view: V) => string;
  children: (view: V) => ReactNode;
}) {
  const { t } = useTranslation();
  const [view, setView] = useUrlView(views);
  return (
    <>
      <ViewSwitch
        label={t('queues.view')}
        value={view}
        onChange={setView}
        options={views.map((value) => ({ value, label: label(value) }))}
      />
      {/* Keyed: each view starts with its own filters and page, as if on a screen of its own. */}
      <Fragment key={view}>{children(view)}</Fragment>
    </>
  );
}
