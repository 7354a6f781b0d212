import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignInIcon } from '../../components/icons.tsx';

export function SignInLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/login"
      className="flex items-center gap-2.5 rounded-md px-3 py-2.5 text-sm md:py-1.5 text-slate-700 hover:bg-slate-100 hover:text-slate-900"
    >
      <SignInIcon className="size-5 shrink-0" />
      {t('nav.signIn')}
    </Link>
  );
}
