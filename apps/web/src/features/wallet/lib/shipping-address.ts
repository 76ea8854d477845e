/**
 * Shipping address a card provider asks for (docs/product/routes.md#modals modal "shipping address for a card provider (fields
 * city, country code, postcode, state, street; Continue Top-up)", docs/product/validation.md#address "Card address: all five fields
 * required"). The last address is remembered per player so the next card top-up does not ask again.
 */
import type { PayMethod } from '@hapa/contracts';
import { readJson, writeJson } from '../../../lib/storage.ts';

export interface ShippingAddressFields {
  city: string;
  countryCode: string;
  postcode: string;
  state: string;
  street: string;
}

export const ADDRESS_FIELDS: (keyof ShippingAddressFields)[] = ['street', 'city', 'state', 'postcode', 'countryCode'];
export const EMPTY_ADDRESS: ShippingAddressFields = { city: '', countryCode: '', postcode: '', state: '', street: '' };

/** Text for an empty field (docs/product/validation.md). */
export const REQUIRED_TEXT = 'This field is required';
export const COUNTRY_CODE_TEXT = 'Use the 2 or 3 letter country code';

/** Trimmed fields, country code upper-cased. */
export function cleanAddress(a: ShippingAddressFields): ShippingAddressFields {
  return {
    city: a.city.trim(),
    countryCode: a.countryCode.trim().toUpperCase(),
    postcode: a.postcode.trim(),
    state: a.state.trim(),
    street: a.street.trim(),
  };
}

/** Field errors; every field is required, the country code is 2-3 letters. */
export function validateAddress(a: ShippingAddressFields): Partial<Record<keyof ShippingAddressFields, string>> {
  const c = cleanAddress(a);
  const errors: Partial<Record<keyof ShippingAddressFields, string>> = {};
  for (const k of ADDRESS_FIELDS) if (!c[k]) errors[k] = REQUIRED_TEXT;
  if (c.countryCode && !/^[A-Z]{2,3}$/.test(c.countryCode)) errors.countryCode = COUNTRY_CODE_TEXT;
  return errors;
}

/**
 * The card provider (pay type 7, the wooshpay flow) asks for the address; the sandbox playing it
 * (`isTest`) does not.
 */
export function needsShippingAddress(method: Pick<PayMethod, 'payTypeCode' | 'flow' | 'isTest'> | undefined): boolean {
  return !!method && !method.isTest && (method.payTypeCode === 7 || method.flow === 'wooshpay');
}

const key = (uid: number) => `hapa.pay.address.${uid}`;

export function loadAddress(uid: number | undefined): ShippingAddressFields | null {
  if (uid === undefined) return null;
  const a = readJson<ShippingAddressFields>(key(uid));
  return a && Object.keys(validateAddress({ ...EMPTY_ADDRESS, ...a })).length === 0 ? cleanAddress({ ...EMPTY_ADDRESS, ...a }) : null;
}

export function saveAddress(uid: number | undefined, a: ShippingAddressFields): void {
  if (uid !== undefined) writeJson(key(uid), cleanAddress(a));
}
