import { adminCalls } from '@amigo/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch } from '../../../lib/api.ts';

/** POST /v2/admin/dashboard: today's figures (Tokyo), the queue sizes and 30 days of trend. */
export function getDashboard() {
  return adminFetch(adminCalls.adminDashboard, {});
}

/** Refreshed every minute while the dashboard is open. */
export function useDashboard() {
  return useQuery({ queryKey: ['admin', 'dashboard'], queryFn: getDashboard, refetchInterval: 60_000 });
}
