import { UpgradeTargets } from '@hapa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { upgradeKeys } from './upgrade-keys.ts';

export const UPGRADE_TARGETS_PAGE_SIZE = 24;

export interface UpgradeTargetsParams {
  /** stake value in coin units (prizes + coins) */
  stake: number;
  multiplier: number;
  keyword: string;
  page: number;
}

/** GET /api/upgrade/targets: catalogue items the stake can be upgraded into, nearest to stake x multiplier first. */
export function getUpgradeTargets(q: UpgradeTargetsParams, signal?: AbortSignal): Promise<UpgradeTargets> {
  return api('/upgrade/targets', {
    query: { stake: q.stake, multiplier: q.multiplier, keyword: q.keyword || undefined, page: q.page, pageSize: UPGRADE_TARGETS_PAGE_SIZE },
    schema: UpgradeTargets,
    signal,
  });
}

export function useUpgradeTargets(q: UpgradeTargetsParams) {
  return useQuery({
    queryKey: upgradeKeys.targets(q),
    queryFn: ({ signal }) => getUpgradeTargets(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
