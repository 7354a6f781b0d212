import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternal } from '../lib/validation/is-external.ts';

/** A link that is a router link inside the site and a new-tab link for external addresses (SPEC §5). */
export function AppLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  if (isExternal(to)) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
