/**
 * The one error catalogue (architecture.md "API", spec §8): stable key -> HTTP status and English text.
 * Server code throws `AppError(key)`; the web client maps `{code, msg}` back through `parseApiError`.
 */
export const ERRORS = {
  // generic
  'error.invalid_parameter': { status: 400, msg: 'Invalid parameter' },
  'error.not_found': { status: 404, msg: 'Not found' },
  'error.access.forbidden': { status: 403, msg: 'Access forbidden' },
  'error.too_many_requests': { status: 429, msg: 'Too many requests, please try again later' },
  'error.too_many_connections': { status: 429, msg: 'Too many connections, please try again later' },
  'error.idempotency_conflict': { status: 409, msg: 'This request is already being processed' },
  'error.internal': { status: 500, msg: "Oops, there's something happened, please try again later" },
  // validation (spec §5)
  'validation.required': { status: 400, msg: 'This field is required' },
  'validation.email': { status: 400, msg: 'This field must be an email' },
  'validation.amount': { status: 400, msg: 'Amounts are in coin units with at most 2 decimals' },
  // auth (spec §8 server code catalogue)
  'user.error.password_format': { status: 400, msg: 'It must contain at least 8 characters and 1 number' },
  'error.email.exists': { status: 409, msg: 'This email is already registered, please log in' },
  'user.error.not_exist': { status: 404, msg: 'This email is not registered, please sign up' },
  'user.error.bad_credentials': { status: 401, msg: 'Incorrect email or password' },
  'user.error.disabled': { status: 403, msg: 'Your account has been disabled' },
  'user.error.login_expired': { status: 401, msg: 'Your login has expired, please log in again' },
  'user.error.unauthorized': { status: 401, msg: 'Please log in first' },
  // balance (spec §8)
  'coin.error.not_enough': { status: 409, msg: 'Insufficient balance in your account. Please top-up' },
  'bean.error.not_enough': { status: 409, msg: 'HapaCoin not enough' },
  // payments (spec §5, §8)
  'pay.error.amount_min': { status: 400, msg: '*The minimum amount is $20' },
  'pay.error.amount_max': { status: 400, msg: '*The maxium amount is $100000' },
  'pay.error.method_unsupported': { status: 400, msg: 'This payment method is not supported' },
  'pay.error.order_not_found': { status: 404, msg: 'Order not found' },
  'pay.error.order_timeout': { status: 409, msg: 'The payment is time out, please try again.' },
  'pay.error.order_closed': { status: 409, msg: 'This order is already completed' },
  'pay.error.signature': { status: 400, msg: 'Invalid payment notification signature' },
  'pay.error.amount_mismatch': { status: 400, msg: 'Payment amount or currency does not match the order' },
  'error.payment_created': { status: 409, msg: 'A payment for this order has already been created' },
  'pay.error.charge_disabled': { status: 403, msg: 'Deposits are not available for this account' },
  'pay.error.provider': { status: 502, msg: 'The payment provider is not available right now, please try again or choose another method' },
  'pay.error.ref_mismatch': { status: 400, msg: 'Payment notification does not belong to this order' },
  'pay.error.mpesa_phone': { status: 400, msg: 'Please enter a valid M-PESA phone number (07XXXXXXXX)' },
  'pay.error.whole_amount': { status: 400, msg: 'Please enter a whole amount' },
  'pay.error.crypto_currency': { status: 400, msg: 'This crypto currency or network is not supported' },
  'pay.error.card_invalid': { status: 400, msg: 'Please check your card number, expiry date and CVC' },
  'error.wooshpay.card_error': { status: 402, msg: 'Your card was declined.' },
  'gift.error.not_found': { status: 404, msg: 'This gift bag does not exist' },
  'gift.error.expired': { status: 409, msg: 'This gift bag has expired' },
  'gift.error.claimed': { status: 409, msg: 'This gift bag has already been claimed' },
  'bean.error.package_not_found': { status: 404, msg: 'This HapaCoin package does not exist' },
  // boxes and store (spec §8 items/cart)
  'item.error.not_found': { status: 404, msg: 'This box does not exist' },
  'item.error.off_sale': { status: 409, msg: 'This box is off sale' },
  'item.error.free_box': { status: 400, msg: 'The free box is claimed from the Free page' },
  'store.error.not_found': { status: 404, msg: 'This item is not in your store' },
  'store.error.not_stored': { status: 409, msg: 'This item has already been sold or shipped' },
  'store.error.cannot_sell': { status: 409, msg: 'Mall and voucher items cannot be sold' },
  // free box (spec §8)
  'free.error.opened': { status: 409, msg: 'You have already opened the free box today' },
  'free.error.countdown': { status: 409, msg: 'The free box is not ready yet' },
  // fairness
  'fairness.error.client_seed': { status: 400, msg: 'The client seed must be 1 to 64 printable characters' },
  'fairness.error.open_not_found': { status: 404, msg: 'This opening does not exist' },
  'fairness.error.seed_locked': { status: 409, msg: 'Your seed is locked while a game is in progress' },
  // battles (spec §5, §8)
  'battle.error.not_found': { status: 404, msg: 'This battle does not exist' },
  'battle.error.seat_taken': { status: 409, msg: 'This seat has been taken' },
  'battle.error.full': { status: 409, msg: 'This battle is full' },
  'battle.error.already_seated': { status: 409, msg: 'You are already in this battle' },
  'battle.error.creator_join': { status: 403, msg: 'You cannot join your own battle' },
  'battle.error.not_creator': { status: 403, msg: 'Only the creator can do this' },
  'battle.error.not_waiting': { status: 409, msg: 'Battle Has Begun' },
  'battle.error.vip_required': { status: 403, msg: 'NEED VIP TO CREATE/JOIN BATTLE' },
  'battle.error.boxes': { status: 400, msg: 'Choose between 1 and 50 rounds of boxes' },
} as const satisfies Record<string, { status: number; msg: string }>;

export type ErrorKey = keyof typeof ERRORS;

/** Error body of every failed `/api` call: `{ code: <stable key>, msg: <English text> }`. */
export interface ApiErrorBody {
  code: ErrorKey | string;
  msg: string;
  details?: unknown;
}

/** True when `key` is in the catalogue. */
export function isErrorKey(key: string): key is ErrorKey {
  return Object.prototype.hasOwnProperty.call(ERRORS, key);
}

/** English text for a key; unknown keys fall back to the internal-error text. */
export function errorText(key: string): string {
  return isErrorKey(key) ? ERRORS[key].msg : ERRORS['error.internal'].msg;
}

/** HTTP status for a key; unknown keys are 500. */
export function errorStatus(key: string): number {
  return isErrorKey(key) ? ERRORS[key].status : 500;
}
