import { SpinResponse } from '@hapa/contracts';
import { api } from '../../../lib/api.ts';

/** POST /api/bouns/spin (docs/product/endpoints.md#games): spends one spin; the prize drawn with the type 3 seed. */
export function spinLuckyWheel(): Promise<SpinResponse> {
  return api('/bouns/spin', { method: 'POST', schema: SpinResponse });
}
