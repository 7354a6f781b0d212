import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters kept in the address (?type=…), shown at once when changed: the router applies a new
 * address only after the route's loaders ran, so until then the requested value is shown
 * (a checkbox would otherwise spring back for a moment). Back and forward show the address.
 */
export function useUrlState<T>(read: (params: URLSearchParams) => T, write: (value: T) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const [pending, setPending] = useState<{ value: T; from: string } | null>(null);
  const current = params.toString();
  const value = pending && pending.from === current ? pending.value : read(params);

  function update(next: T) {
    setPending({ value: next, from: current });
    setParams(write(next), { replace: true, preventScrollReset: true });
  }

  return [value, update] as const;
}
