import { Link } from 'react-router';
import { Brand } from '../../components/brand.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { NavMenu } from './nav-menu.tsx';
import { SignOutButton } from './sign-out-button.tsx';

/** Desktop (≥ 768 px) navigation: a fixed-height column beside the content. */
export function Sidebar() {
  return (
    <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col border-r border-slate-200 bg-white md:flex">
      <div className="border-b border-slate-200 px-4 py-3">
        <Link to="/" className="inline-block rounded-md">
          <Brand />
        </Link>
      </div>
      <div className="flex-1 overflow-y-auto px-2 py-4">
        <NavMenu />
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-200 px-2 py-3">
        <SignOutButton />
        <LanguageSelect className="px-3" />
      </div>
    </aside>
  );
}
