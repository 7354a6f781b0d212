/**
 * SPEC §3: register's agent code defaults from the agentCode query parameter. The page the
 * member is heading to (a guarded route still loading) counts first, then the address shown.
 */
export function agentCodeFrom(returnTo: string | null, currentSearch: string): string {
  const candidates = [returnTo ? new URL(returnTo, 'http://x').searchParams : null, new URLSearchParams(currentSearch)];
  for (const params of candidates) {
    const code = params?.get('agentCode')?.trim();
    if (code) return code.slice(0, 32);
  }
  return '';
}
