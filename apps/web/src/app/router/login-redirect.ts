import { isRouteName, pathOf, routeByName } from './route-table.ts';
import { isSameSitePath } from '../../lib/validation/is-same-site-path.ts';
import type { RouteName } from './route-handle.ts';

export { isSameSitePath };

/**
 * SPEC §2: when the profile fetch fails the member goes to login "with a redirect query
 * carrying the target route name and the original query". Routes with parameters (or the
 * not-found catch-all) cannot be rebuilt from a name, so their path is carried instead.
 */
export function loginHref(target: URL, name: RouteName): string {
  const query = new URLSearchParams(target.search);
  query.delete('redirect');
  const byName = name !== 'login' && pathOf(name) === target.pathname;
  const redirect = name === 'login' ? null : byName ? name : target.pathname;
  const params = new URLSearchParams();
  if (redirect) params.set('redirect', redirect);
  for (const [key, value] of query) params.append(key, value);
  const search = params.toString();
  return search ? `/login?${search}` : '/login';
}

/**
 * Where to go after signing in from /login: the redirect target (a route name or a same-site
 * path) with the remaining query, else the member's home page.
 */
export function redirectTargetFrom(search: string, homePage: string): string {
  const params = new URLSearchParams(search);
  const redirect = params.get('redirect') ?? '';
  params.delete('redirect');
  const rest = params.toString();
  let path = pathOfHome(homePage);
  if (isRouteName(redirect) && redirect !== 'login' && /^\/[^:*]*$/.test(routeByName(redirect).path)) {
    path = pathOf(redirect);
  } else if (isSameSitePath(redirect)) path = redirect;
  return rest ? `${path}?${rest}` : path;
}

export function pathOfHome(homePage: string): string {
  return isRouteName(homePage) ? pathOf(homePage) : '/';
}
