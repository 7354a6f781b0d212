import { useSearchParams } from 'react-router';

/**
 * The tab of a page with several views, kept in the URL (`?view=…`) so it survives a reload and
 * can be linked. The first view is the default and leaves the URL bare; an unknown value reads as it.
 */
export function useUrlView<T extends string>(views: readonly [T, ...T[]]): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('view');
  const view = views.find((value) => value === requested) ?? views[0];
  const setView = (next: T) => setParams(next === views[0] ? {} : { view: next }, { replace: true });
  return [view, setView];
}
