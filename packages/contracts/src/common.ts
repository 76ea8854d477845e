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

/** Largest value of a PostgreSQL int4 (`integer`/`serial`) column: every numeric id in the API. */
export const MAX_INT4 = 2_147_483_647;

/** A numeric id inside a JSON body: an integer 1..2,147,483,647 (int4 column); no `true` -> 1. */
export const IdValue = z.number().int().min(1).max(MAX_INT4);

/**
 * The one numeric id schema (docs/architecture/production.md) for path and query values: IdValue, or its one decimal spelling
 * as a string (no sign, leading zeros, exponent or hex). Anything else, including ids beyond int4, is a 400.
 */
export const Id = z.union([
  IdValue,
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(IdValue),
]);

export const IdParam = z.object({ id: Id });

export function paged<T extends z.ZodTypeAny>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}
