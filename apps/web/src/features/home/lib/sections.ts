import type { useBoxList } from '../../boxes/index.ts';

type BoxListParams = Parameters<typeof useBoxList>[0];

/** The featured boxes rail of home (docs/product/routes.md#boxes "featured and new-arrival boxes"): one query shared with the layout gate. */
export const HOME_FEATURED_PARAMS: BoxListParams = { category: 'FEATURED', pageSize: 12 };
/** The new arrivals rail. */
export const HOME_NEW_PARAMS: BoxListParams = { category: 'NEWEST', sort: 'newest', pageSize: 10 };
