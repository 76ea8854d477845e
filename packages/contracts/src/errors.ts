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
  'error.uri_too_long': { status: 414, msg: 'The request address is too long' },
  'error.payload_too_large': { status: 413, msg: 'The request body is too large' },
  'error.unsupported_media_type': { status: 415, msg: 'This content type is not supported' },
  'error.headers_too_large': { status: 431, msg: 'The request headers are too large' },
  'error.bad_request': { status: 400, msg: 'The request could not be understood' },
  'error.request_timeout': { status: 408, msg: 'The request took too long, please try again' },
  'error.internal': { status: 500, msg: "Oops, there's something happened, please try again later" },
  // validation (spec §5)
  'validation.required': { status: 400, msg: 'This field is required' },
  'validation.email': { status: 400, msg: 'This field must be an email' },
  'validation.amount': { status: 400, msg: 'Amounts are in coin units with at most 2 decimals' },
  // auth (spec §8 server code catalogue)
  'user.error.password_format': { status: 400, msg: 'It must contain at least 8 characters and 1 number' },
  'user.error.age_confirm': { status: 400, msg: 'Please confirm that you are 18 or older to create an account' },
  'error.email.exists': { status: 409, msg: 'This email is already registered, please log in' },
  'user.error.not_exist': { status: 404, msg: 'This email is not registered, please sign up' },
  'user.error.bad_credentials': { status: 401, msg: 'Incorrect email or password' },
  'user.error.disabled': { status: 403, msg: 'Your account has been disabled' },
  'user.error.login_expired': { status: 401, msg: 'Your login has expired, please log in again' },
  'user.error.unauthorized': { status: 401, msg: 'Please log in first' },
  'user.error.too_many_attempts': { status: 429, msg: 'Too many attempts, please try again later' },
  // balance (spec §8)
  'coin.error.not_enough': { status: 409, msg: 'Insufficient balance in your account. Please top-up' },
  'bean.error.not_enough': { status: 409, msg: 'HapaCoin not enough' },
  // payments (spec §5, §8)
  'pay.error.amount_min': { status: 400, msg: '*The minimum amount is $20' },
  'pay.error.amount_max': { status: 400, msg: '*The maxium amount is $100,000' },
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
  'pay.error.card_unsupported': { status: 400, msg: 'This card is not supported, please try another card or other payment method' },
  'pay.error.no_challenge': { status: 409, msg: 'There is no card authentication waiting for this order' },
  'pay.error.price_stale': { status: 503, msg: 'The crypto price is out of date, please try again in a moment' },
  'gift.error.not_found': { status: 404, msg: 'This gift bag does not exist' },
  'gift.error.expired': { status: 409, msg: 'This gift bag has expired' },
  'gift.error.claimed': { status: 409, msg: 'This gift bag has already been claimed' },
  'bean.error.package_not_found': { status: 404, msg: 'This HapaCoin package does not exist' },
  // boxes and store (spec §8 items/cart)
  'item.error.not_found': { status: 404, msg: 'This box does not exist' },
  'item.error.off_sale': { status: 409, msg: 'This box is off sale' },
  'item.error.free_box': { status: 400, msg: 'The free box is claimed from the Free page' },
  'item.error.no_last_open': { status: 409, msg: 'Open this box first, then you can open it again' },
  'store.error.not_found': { status: 404, msg: 'This item is not in your store' },
  'store.error.not_stored': { status: 409, msg: 'This item has already been sold or shipped' },
  'store.error.cannot_sell': { status: 409, msg: 'Mall and voucher items cannot be sold' },
  'store.error.not_shippable': { status: 409, msg: 'Coin and voucher prizes cannot be shipped' },
  // shipping (spec §8 shipping)
  'order.error.address_empty': { status: 400, msg: 'Please add a shipping address first' },
  'order.error.country': { status: 400, msg: 'Shipping to this country is not supported' },
  'order.error.not_found': { status: 404, msg: 'This order does not exist' },
  'order.error.cannot_abandon': { status: 409, msg: 'This order has left the warehouse and can no longer be cancelled' },
  'order.error.cannot_confirm': { status: 409, msg: 'This order cannot be confirmed as received yet' },
  'order.error.status': { status: 409, msg: 'This order is not in a status that allows this' },
  // mall and vouchers (spec §8 items/cart: off sale, out of stock, limits)
  'mall.error.not_found': { status: 404, msg: 'This item is not in the mall' },
  'mall.error.off_sale': { status: 409, msg: 'This item is off sale' },
  'mall.error.out_of_stock': { status: 409, msg: 'This item is out of stock' },
  'mall.error.limit': { status: 409, msg: 'You have reached the purchase limit for this item' },
  'voucher.error.not_found': { status: 404, msg: 'This voucher does not exist' },
  'voucher.error.used': { status: 409, msg: 'This voucher has already been used' },
  'voucher.error.expired': { status: 409, msg: 'This voucher has expired' },
  'voucher.error.kind': { status: 409, msg: 'This voucher is applied to your next qualifying top-up' },
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
  // VIP and progression (issue 12)
  'bonus.error.no_spin': { status: 409, msg: 'You have no wheel spin left. Each $50 top-up gives one spin' },
  'birthday.error.not_today': { status: 409, msg: 'Your birthday gift is only available on your birthday' },
  'birthday.error.no_birthday': { status: 409, msg: 'Add your birthday to your profile first' },
  'birthday.error.not_drawn': { status: 409, msg: 'Spin the birthday wheel first' },
  'birthday.error.already_obtain': { status: 409, msg: 'You have already claimed this year\'s birthday gift' },
  'quest.error.not_found': { status: 404, msg: 'This quest does not exist' },
  'quest.error.locked': { status: 409, msg: 'Finish the previous quest to unlock this one' },
  'quest.error.not_finished': { status: 409, msg: 'This quest is not finished yet' },
  'quest.error.already_obtain': { status: 409, msg: 'You have already claimed this reward' },
  'quest.error.expired': { status: 409, msg: 'This quest has ended' },
  'vip.error.table': { status: 400, msg: 'The VIP table is not valid' },
  'vip.error.exclusive_box': { status: 403, msg: 'Reach the VIP level of this box to open it' },
  'battle.error.boxes': { status: 400, msg: 'Choose between 1 and 50 rounds of boxes' },
  'battle.error.exclusive_box': { status: 409, msg: 'VIP exclusive boxes are opened by their VIP levels only and cannot be used in battles' },
  // games of seed type 3 (issue 13)
  'game.error.not_found': { status: 404, msg: 'This game round does not exist' },
  'game.error.bet_min': { status: 400, msg: 'The bet is below the minimum of this game' },
  'game.error.bet_max': { status: 400, msg: 'The bet is above the maximum of this game' },
  'game.error.round_over': { status: 409, msg: 'This round has already ended' },
  'game.error.seed_locked': { status: 409, msg: 'Finish your open game round before you change or reveal your game seed' },
  'mines.error.round_open': { status: 409, msg: 'Finish your current round first' },
  'mines.error.tile_revealed': { status: 409, msg: 'This tile is already revealed' },
  'mines.error.nothing_to_cash': { status: 409, msg: 'Reveal at least one tile before cashing out' },
  // accounts (spec §5 email and reset rules, §7 user/auth, §8 catalogue)
  'user.error.email_code_expired': { status: 410, msg: 'This code has expired or has already been used, please request a new one' },
  'user.error.verify_code': { status: 400, msg: 'Please enter the correct verify code' },
  'user.error.email_rate': { status: 429, msg: 'Emails are sent too often, please try again in a minute' },
  'user.error.email_send': { status: 502, msg: 'Send failed Please try again.' },
  'user.error.has_verify': { status: 409, msg: 'Your email is already verified' },
  'user.error.old_password': { status: 400, msg: 'Your current password is incorrect' },
  'user.error.same_password': { status: 400, msg: 'The new password must be different from the current one' },
  'user.error.nickname': { status: 400, msg: 'Nicknames are 2 to 20 characters' },
  'user.error.birthday': { status: 400, msg: 'Please enter a valid birthday (you must be 18 or older)' },
  'user.error.birthday_set': { status: 409, msg: 'Your birthday can be set only once' },
  'user.error.avatar_type': { status: 415, msg: 'Please upload a PNG or JPEG image' },
  'user.error.avatar_size': { status: 413, msg: 'The image must be 2 MB or smaller' },
  'user.error.friend_code_unknown': { status: 404, msg: 'This friend code does not exist' },
  'user.error.friend_code_own': { status: 400, msg: 'You cannot use your own friend code' },
  'user.error.friend_code_used': { status: 409, msg: 'You have already used a friend code' },
  'user.error.delete_blocked': { status: 409, msg: 'Your account cannot be deleted while shipping orders or withdrawals are open' },
  'user.error.session_not_found': { status: 404, msg: 'This session does not exist' },
  'address.error.not_found': { status: 404, msg: 'This address does not exist' },
  'address.error.limit': { status: 409, msg: 'You can save at most 10 addresses' },
  'address.error.country': { status: 400, msg: 'This country is not supported' },
  'user.error.social_invalid': { status: 401, msg: 'This sign-in could not be verified, please try again' },
  'user.error.social_disabled': { status: 404, msg: 'This sign-in method is not available' },
  'user.error.link_required': { status: 409, msg: 'This email already has a HapaBox account. Log in with your password, then link this sign-in method from your profile' },
  'user.error.no_password': { status: 400, msg: 'This account has no password: confirm with the sign-in method linked to it' },
  'user.error.social_stale': { status: 401, msg: 'Please sign in again with this method to confirm, then continue within 5 minutes' },
  'user.error.social_linked': { status: 409, msg: 'This sign-in is already linked to another account' },
  'google_recaptcha.error.browser_error': { status: 400, msg: 'The security check could not run in your browser, please reload and try again' },
  'google_recaptcha.error.verify_fail': { status: 400, msg: 'The security check failed, please try again' },
  // operator console: catalogue and content (issue 10)
  'ops.error.odds_sum': { status: 400, msg: 'The odds must add up to exactly 1,000,000 ppm (100%)' },
  'ops.error.odds_ppm': { status: 400, msg: 'Every item needs odds of at least 1 ppm' },
  'ops.error.odds_duplicate': { status: 400, msg: 'An item can be in a box only once' },
  'ops.error.odds_item': { status: 400, msg: 'One of these items does not exist' },
  'ops.error.rtp_band': { status: 409, msg: 'The RTP is outside the allowed band, so these odds cannot be published' },
  'ops.error.rtp_band_invalid': { status: 400, msg: 'The lowest RTP must be between 0.01% and the highest, and the highest at most 200%' },
  'ops.error.no_odds': { status: 409, msg: 'Publish the odds before putting this box on sale' },
  'ops.error.free_box': { status: 409, msg: 'The free box cannot be changed here' },
  'ops.error.item_not_found': { status: 404, msg: 'This item does not exist' },
  'ops.error.image_type': { status: 415, msg: 'Please upload a PNG, JPEG or WebP image' },
  'ops.error.image_size': { status: 413, msg: 'The image must be 5 MB or smaller' },
  'ops.error.image_not_found': { status: 404, msg: 'This image does not exist, please upload it again' },
  'ops.error.banner_not_found': { status: 404, msg: 'This banner does not exist' },
  'ops.error.promotion_range': { status: 400, msg: 'The lowest discount must not be above the highest' },
  'ops.error.promotion_window': { status: 400, msg: 'The end must be after the start' },
  'ops.error.promotion_exists': { status: 409, msg: 'A promotion with this code already exists' },
  'ops.error.promotion_not_found': { status: 404, msg: 'This promotion does not exist' },
  // referral and distribution (spec §5, §8 distribution codes)
  'distribution.error.unknown': { status: 404, msg: 'This code does not exist' },
  'distribution.error.own': { status: 400, msg: 'You cannot use your own promo code' },
  'distribution.error.used': { status: 409, msg: 'This code has already been used' },
  'distribution.error.expired': { status: 409, msg: 'This code has expired' },
  'distribution.error.not_started': { status: 409, msg: 'This code is not active yet' },
  'distribution.error.too_many_attempts': { status: 429, msg: 'Too many attempts, please try again later' },
  'user.error.distribution_box_error': { status: 409, msg: 'The reward box of this code is not available' },
  'distribution.error.amount': { status: 400, msg: 'Please enter an amount above 0' },
  'withdraw.error.min': { status: 400, msg: 'The minimum withdrawal is 100 USD' },
  'withdraw.error.min_coin': { status: 400, msg: 'A crypto withdrawal must be above 0.001 of the coin after the network fee' },
  'withdraw.error.chain': { status: 400, msg: 'This chain or currency is not supported' },
  'withdraw.error.address': { status: 400, msg: 'This address is not valid for the chosen network' },
  'withdraw.error.not_found': { status: 404, msg: 'This withdrawal does not exist' },
  'withdraw.error.state': { status: 409, msg: 'This withdrawal has already been handled' },
  'distribution.error.code_exists': { status: 409, msg: 'A code with this name already exists' },
  'distribution.error.code_window': { status: 400, msg: 'The end must be after the start' },
  // player protection
  'protection.error.excluded': { status: 409, msg: 'You are taking a break. Deposits, boxes, battles and games are blocked until it ends' },
  'protection.error.deposit_limit': { status: 409, msg: 'This top-up would go over your deposit limit' },
  'protection.error.loss_limit': { status: 409, msg: 'This would go over your loss limit' },
  'protection.error.duration': { status: 400, msg: 'A cool-off lasts 1 to 42 days, a self-exclusion 6 to 60 months' },
  'protection.error.shorter': { status: 409, msg: 'A break in force can only be made longer, never shorter' },
  // operator console (issue 10)
  'ops.error.totp_invalid': { status: 401, msg: 'That code is not correct, please try again' },
  'ops.error.challenge_expired': { status: 401, msg: 'Your sign-in has expired, please start again' },
  'ops.error.password_change_required': { status: 400, msg: 'Choose a new password to finish signing in' },
  'ops.error.last_admin': { status: 409, msg: 'The console needs at least one enabled admin' },
  'ops.error.reason_required': { status: 400, msg: 'A reason is required' },
  'ops.error.amount': { status: 400, msg: 'Enter an amount other than zero, at most 2 decimals' },
  'ops.error.own_approval': { status: 409, msg: 'Another operator must approve your own correction' },
  'ops.error.already_decided': { status: 409, msg: 'This correction has already been decided' },
  'ops.error.idempotency_reused': { status: 409, msg: 'This idempotency key was used for a different correction' },
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
