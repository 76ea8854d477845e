/**
 * Prizes: the player's cart, orders, the mall and the exchange center (pages lazy-loaded by the router), and the
 * vouchers a box opening can spend.
 */
export { useAvailableVouchers, useVoucherOpen } from './api/vouchers.ts';
