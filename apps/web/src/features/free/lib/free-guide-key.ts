import { STORAGE_KEYS } from '../../../lib/storage.ts';

/** Marks the "Open Free Box" guide as seen (guide state is cleared on logout, docs/product/states.md#logout). */
export const FREE_GUIDE_KEY = `${STORAGE_KEYS.guidePrefix}freeBox`;
