/** Query keys of the reviews feature. */
export const reviewKeys = {
  list: ['reviews', 'list'] as const,
  mine: ['reviews', 'mine'] as const,
};
