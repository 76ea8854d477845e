/**
 * What a deposit credits, part by part (docs/payments.md#deposit-parts): the top-up summary, the result page, the pay
 * history and the coin history name each part the same way.
 */
export const walletParts = {
  kinds: {
    coins: 'Coins',
    method_bonus: 'Payment method bonus',
    tier_bonus: 'Deposit bonus',
    first_top_up: 'First top-up bonus',
    gift: 'Gift coins',
    promotion: 'Random discount',
    charge_voucher: 'Deposit voucher',
    event_bonus: 'Deposit Bonus event',
    birthday_bonus: 'Birthday bonus',
  },
  /** a part with its rate: "Deposit bonus (1.5%)" */
  withRate: '{{name}} ({{rate}})',
  rewards: {
    xp: '+{{count}} XP',
    box_voucher_one: '+{{count}} free box voucher',
    box_voucher_other: '+{{count}} free box vouchers',
    wheel_spin_one: '+{{count}} wheel spin',
    wheel_spin_other: '+{{count}} wheel spins',
  },
  /** the top-up summary while the server's quote loads */
  quoting: 'Checking every bonus...',
  /** the result page and the pay history: what the order credited, part by part */
  breakdown: 'What was added',
  quoted: 'What this top-up adds',
  total: 'Total added',
  added: '{{amount}} added',
};
