import { z } from 'zod';

/**
 * A money amount in the API: coin units as a JSON number with at most 2 decimals (1 coin unit = 100 cents).
 * Inputs may also be numeric strings; the server parses them exactly to cents and rejects more decimals.
 */
export const CoinAmount = z.number().describe('coin units, at most 2 decimals');
export const CoinAmountInput = z.union([z.number(), z.string().max(32)]).describe('coin units, at most 2 decimals');

/** Success envelope: `{ code: 0, data }`. */
export function envelope<T extends z.ZodTypeAny>(data: T) {
  return z.object({ code: z.literal(0), data });
}

export const ErrorBody = z.object({ code: z.string(), msg: z.string(), details: z.unknown().optional() });

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const IdParam = z.object({ id: z.coerce.number().int().positive() });

export function paged<T extends z.ZodTypeAny>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}
