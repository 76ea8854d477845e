/**
 * Query-key roots shared across features (each feature builds its own keys under these).
 * Everything under `user` is dropped on logout.
 */
export const queryRoots = {
  user: ['user'] as const,
  baseInfo: ['user', 'base-info'] as const,
  store: ['user', 'store'] as const,
  fairness: ['user', 'fairness'] as const,
  boxes: ['boxes'] as const,
  liveDrops: ['live-drops'] as const,
  pay: ['pay'] as const,
};
