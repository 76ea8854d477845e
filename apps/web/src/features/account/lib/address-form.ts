/** Address form rules (docs/product/entities.md#orders-and-addresses Shipping address + recipient and phone; docs/product/validation.md#address "This field is required"). */
import { validateRequired } from '@hapa/domain';

export const ADDRESS_FIELDS = ['recipientName', 'phone', 'street', 'city', 'state', 'postcode', 'countryCode'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string> & { isDefault: boolean };
export type AddressErrors = Partial<Record<AddressField | 'form', string>>;

export const EMPTY_ADDRESS: AddressValues = {
  recipientName: '',
  phone: '',
  street: '',
  city: '',
  state: '',
  postcode: '',
  countryCode: '',
  isDefault: false,
};

/** Client-side errors; `phoneText` is the translated "valid phone" message. */
export function validateAddress(v: AddressValues, phoneText: string): AddressErrors {
  const errors: AddressErrors = {};
  for (const f of ADDRESS_FIELDS) {
    const bad = validateRequired(v[f]);
    if (bad) errors[f] = bad.message;
  }
  if (!errors.phone && !/^\+?[0-9 ()-]{5,24}$/.test(v.phone.trim())) errors.phone = phoneText;
  return errors;
}

/** Which field a server error names ("Invalid parameter: city (...)"), else the form. */
export function serverAddressError(key: string, message: string): AddressErrors {
  if (key === 'address.error.country') return { countryCode: message };
  const field = ADDRESS_FIELDS.find((f) => message.includes(`: ${f}`));
  return field ? { [field]: message } : { form: message };
}
