import { MAX_ADDRESSES, type Address, type AddressSubmitBody, type Country } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import { COUNTRIES, isShippingCountry } from './countries.ts';
import * as repo from './addresses.repo.ts';

const view = (r: repo.AddressRow): Address => ({
  id: r.id,
  recipientName: r.recipientName,
  phone: r.phone,
  street: r.street,
  city: r.city,
  state: r.state,
  postcode: r.postcode,
  countryCode: r.countryCode,
  isDefault: r.isDefault,
});

/**
 * Shipping addresses (docs/product/routes.md#user-area address, add-address, edit-address; docs/product/entities.md#orders-and-addresses Shipping address; docs/product/endpoints.md#user-and-auth addr calls).
 * At most MAX_ADDRESSES per player; exactly one default while any exist; another player's address is
 * a 404 (never "forbidden", so ids do not leak).
 */
export class AddressesService {
  private isCountry: (code: string) => Promise<boolean> = async (code) => isShippingCountry(code);
  private countryList: () => Promise<Country[]> = async () => COUNTRIES;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Supported countries from the shipping settings (`shipping.countries`, modules/shipping); default: the built-in list. */
  setCountryCheck(isCountry: (code: string) => Promise<boolean>, list: () => Promise<Country[]>): void {
    this.isCountry = isCountry;
    this.countryList = list;
  }

  /** GET /api/country/list: the countries prizes ship to, with English names. */
  countries(): Promise<Country[]> {
    return this.countryList();
  }

  async list(userId: number): Promise<Address[]> {
    return (await repo.listAddresses(this.db, userId)).map(view);
  }

  /**
   * Creates (no `id`) or edits an address; `isDefault` true makes it the default, and the first
   * address is always the default.
   * @throws AppError address.error.country | address.error.limit | address.error.not_found
   */
  async submit(userId: number, body: AddressSubmitBody): Promise<Address> {
    const values: repo.AddressValues = {
      recipientName: body.recipientName.trim(),
      phone: body.phone.trim(),
      street: body.street.trim(),
      city: body.city.trim(),
      state: body.state.trim(),
      postcode: body.postcode.trim(),
      countryCode: body.countryCode.trim().toUpperCase(),
    };
    if (!(await this.isCountry(values.countryCode))) throw new AppError('address.error.country');
    const now = this.clock.now();
    const id = await this.db.transaction(async (tx) => {
      const count = await repo.lockAndCount(tx, userId);
      let row: repo.AddressRow | null;
      if (body.id === undefined) {
        if (count >= MAX_ADDRESSES) throw new AppError('address.error.limit');
        row = await repo.insertAddress(tx, userId, values, false, now);
      } else {
        row = await repo.updateAddress(tx, userId, body.id, values, now);
        if (!row) throw new AppError('address.error.not_found');
      }
      if (body.isDefault || count === 0) await repo.setDefault(tx, userId, row.id);
      return row.id;
    });
    const saved = (await this.list(userId)).find((a) => a.id === id);
    return saved!;
  }

  /**
   * Deletes every address of `userId` in the caller's transaction `tx` (account deletion, modules/users); the
   * users module reaches addresses through here (docs/architecture.md#layers).
   */
  async removeAllOf(tx: Tx, userId: number): Promise<void> {
    await repo.deleteAllAddresses(tx, userId);
  }

  /** Deletes an address; when it was the default the oldest remaining one becomes default. @throws AppError address.error.not_found */
  async remove(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await repo.lockAndCount(tx, userId);
      const gone = await repo.deleteAddress(tx, userId, id);
      if (!gone) throw new AppError('address.error.not_found');
      if (gone.isDefault) {
        const next = await repo.oldestAddressId(tx, userId);
        if (next !== null) await repo.setDefault(tx, userId, next);
      }
    });
  }
}
