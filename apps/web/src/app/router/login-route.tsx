import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoginPage } from '../../features/auth/pages/login-page.tsx';
import { openAuthDialog } from '../../lib/auth-dialog/auth-dialog-store.ts';
import { getSession, hasUserInfo } from '../../lib/session/session-store.ts';
import { redirectTargetFrom } from './login-redirect.ts';
import { locationBeforeCurrent } from './navigation-history.ts';

/**
 * /login: opens the auth dialog on the login tab. Confirmed: go to ?redirect= (with the
 * original query) or the member's home page. Dismissed: back to the page shown before, or home.
 * (A member who is already logged in never gets here: the loader sends them to their home page.)
 */
export function LoginRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const opened = useRef(false);

  function open() {
    const target = redirectTargetFrom(search, getSession().homePage);
    void openAuthDialog('login', { returnTo: target }).then((confirmed) => {
      opened.current = false;
      if (confirmed && hasUserInfo()) void navigate(target, { replace: true });
      else void navigate(previousPage(), { replace: true });
    });
  }

  useEffect(() => {
    // Opened once per visit, even when React runs effects twice in development.
    if (opened.current) return;
    opened.current = true;
    open();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <LoginPage onOpenDialog={open} />;
}

function previousPage(): string {
  const previous = locationBeforeCurrent();
  return previous && !previous.startsWith('/login') ? previous : '/';
}
