import { DepositConfig } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { siteHeaders } from '../lib/site-code.ts';

/**
 * GET /api/pay/config/v4 (docs/product/entities.md#deposits Deposit config): pay methods with limits, logos and quick amounts,
 * presets, step, bonus tiers, first top-up and retain box. `siteCode` (e.g. KE) selects the country
 * variant (KES, M-PESA, presets 200/1000/5000, step 100).
 */
export function getDepositConfig(siteCode: string | null, signal?: AbortSignal): Promise<DepositConfig> {
  return api('/pay/config/v4', { schema: DepositConfig, signal, query: { siteCode }, headers: siteHeaders(siteCode) });
}

export const depositConfigKey = (siteCode: string | null) => [...queryRoots.user, 'pay-config', siteCode ?? 'DEFAULT'] as const;

export function useDepositConfig(enabled: boolean, siteCode: string | null) {
  return useQuery({
    queryKey: depositConfigKey(siteCode),
    queryFn: ({ signal }) => getDepositConfig(siteCode, signal),
    enabled,
    staleTime: 30_000,
  });
}
