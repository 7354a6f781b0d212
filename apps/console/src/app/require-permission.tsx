import type { Permission } from '@amigo/contract';
import type { ReactNode } from 'react';
import { can, useMe } from '../lib/session.ts';

/** Renders a page only for staff holding its permission (the server checks again on every call). */
export function RequirePermission({
  permission,
  fallback,
  children,
}: {
  permission: Permission;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const { data: me } = useMe();
  return <>{can(me, permission) ? children : fallback}</>;
}
