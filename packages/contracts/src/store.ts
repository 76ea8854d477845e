import { z } from 'zod';
import { CoinAmount, IdValue, paged } from './common.ts';

export const StoreItemStatus = z.enum(['stored', 'recovered', 'shipping', 'shipped', 'exchanged', 'upgraded', 'locked', 'lost']);
export type StoreItemStatus = z.infer<typeof StoreItemStatus>;

/** A prize the player holds (docs/product/routes.md#user-area /user/cart). `price` is the recovery value in coin units. */
export const StoreItem = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: CoinAmount,
  skuLevel: z.number().int(),
  status: StoreItemStatus,
  source: z.string(),
  /** can go in a shipping order (not a coin or voucher prize) */
  shippable: z.boolean(),
  /** can be sold or exchanged (not a mall or voucher item) */
  sellable: z.boolean(),
  boxId: z.number().int().nullable(),
  boxName: z.string().nullable(),
  openId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type StoreItem = z.infer<typeof StoreItem>;

export const StoreListQuery = z.object({
  status: StoreItemStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export const StoreList = paged(StoreItem).extend({ storedValue: CoinAmount });
export type StoreList = z.infer<typeof StoreList>;

/** POST /api/user/store/recovery: sell prizes back for coins. */
export const RecoveryBody = z.object({ ids: z.array(IdValue).min(1).max(200) });
export const RecoveryResponse = z.object({
  recovered: z.array(z.object({ id: z.number().int(), amount: CoinAmount })),
  totalAmount: CoinAmount,
  balance: CoinAmount,
});
export type RecoveryResponse = z.infer<typeof RecoveryResponse>;
