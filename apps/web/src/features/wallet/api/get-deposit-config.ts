import { DepositConfig } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** GET /api/pay/config/v4: pay methods with limits, quick amounts, default preset, stepper step. */
export function getDepositConfig(signal?: AbortSignal): Promise<DepositConfig> {
  return api('/pay/config/v4', { schema: DepositConfig, signal });
}

export function useDepositConfig(enabled: boolean) {
  return useQuery({ queryKey: [...queryRoots.pay, 'config'], queryFn: ({ signal }) => getDepositConfig(signal), enabled, staleTime: 60_000 });
}
