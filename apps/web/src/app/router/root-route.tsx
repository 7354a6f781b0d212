import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useStaticBootRemoved } from '../boot/static-boot.ts';
import { titleKey } from './route-handle.ts';
import { useRouteHandle } from './use-route-handle.ts';

const SITE_NAME = 'Amigo Hall';

/** The top route: behaviour every page shares, no markup of its own. */
export function RootRoute() {
  useStaticBootRemoved();
  useScrollToTopOnRouteChange();
  useDocumentTitle();
  return <Outlet />;
}

/**
 * SPEC §2: the page scrolls to top on every route change (in-page #anchors excepted). Not on
 * the first page: it opens at the top anyway (or where the browser restores it on reload), and
 * scrolling right after the first commit would force a layout of the whole page inside that task.
 */
function useScrollToTopOnRouteChange() {
  const { pathname, search } = useLocation();
  const firstPage = useRef<string | null>(`${pathname}${search}`);
  useEffect(() => {
    if (firstPage.current === `${pathname}${search}`) return;
    firstPage.current = null;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);
}

function useDocumentTitle() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  useEffect(() => {
    if (!handle || handle.name === 'home') document.title = `${SITE_NAME} | ${t('app.tagline')}`;
    else document.title = `${t(titleKey(handle.name))} | ${SITE_NAME}`;
  }, [handle, t]);
}
