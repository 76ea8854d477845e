import { FancyConvertResult } from '@hapa/contracts';
import { api } from '../../../lib/api.ts';

/** POST /api/fancy/convert: every duplicate becomes shards at its rarity's value. */
export function convertFancyDuplicates(): Promise<FancyConvertResult> {
  return api('/fancy/convert', { method: 'POST', schema: FancyConvertResult });
}
