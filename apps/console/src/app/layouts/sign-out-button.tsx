import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SignInIcon } from '../../components/icons.tsx';
import { signOut } from '../../features/auth/api/sign-out.ts';
import { useMe } from '../../lib/session.ts';

/** Who is signed in, and the way out. */
export function SignOutButton() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.clear();
      void navigate('/login', { replace: true });
    },
  });
  return (
    <div className="flex flex-col gap-1 px-3">
      {me ? (
        <p className="text-xs text-slate-600">
          {t('nav.signedInAs', { name: me.displayName })}
          <span className="block text-slate-500">{me.roles.map((role) => t(`roles.${role}`)).join(' · ')}</span>
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        className="flex items-center gap-2.5 rounded-md py-2.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 md:py-1.5"
      >
        <SignInIcon className="size-5 shrink-0 rotate-180" />
        {t('nav.signOut')}
      </button>
    </div>
  );
}
