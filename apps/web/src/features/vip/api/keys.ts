import { queryRoots } from '../../../lib/query-keys.ts';

/** Query keys of the VIP feature (under `user`: dropped on logout). */
export const vipKeys = {
  vip: [...queryRoots.user, 'vip'] as const,
  wheel: [...queryRoots.user, 'lucky-wheel'] as const,
  fairHistory: [...queryRoots.user, 'lucky-wheel', 'fair-history'] as const,
  birthday: [...queryRoots.user, 'birthday'] as const,
  quests: [...queryRoots.user, 'quests'] as const,
  questHistory: [...queryRoots.user, 'quests', 'history'] as const,
};
