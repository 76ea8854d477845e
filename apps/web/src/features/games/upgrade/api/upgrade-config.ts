import { UpgradeConfig } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { upgradeKeys } from './upgrade-keys.ts';

/** GET /api/upgrade/config: edge, cap, minimum chance, RTP, multiplier chips and coin limits (operator settings). */
export function getUpgradeConfig(signal?: AbortSignal): Promise<UpgradeConfig> {
  return api('/upgrade/config', { schema: UpgradeConfig, signal });
}

export function useUpgradeConfig() {
  return useQuery({ queryKey: upgradeKeys.config, queryFn: ({ signal }) => getUpgradeConfig(signal), staleTime: 60_000 });
}
