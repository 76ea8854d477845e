import type { walletParts as en } from '../en/wallet-parts.ts';
import type { Catalogue } from './index.ts';

/** O que um depósito credita, parte por parte (docs/payments.md#deposit-parts). */
export const walletParts = {
  kinds: {
    coins: 'Moedas',
    method_bonus: 'Bônus da forma de pagamento',
    tier_bonus: 'Bônus de depósito',
    first_top_up: 'Bônus da primeira recarga',
    gift: 'Moedas de presente',
    promotion: 'Desconto aleatório',
    charge_voucher: 'Cupom de depósito',
    event_bonus: 'Evento Bônus de Depósito',
    birthday_bonus: 'Bônus de aniversário',
  },
  withRate: '{{name}} ({{rate}})',
  rewards: {
    xp: '+{{count}} XP',
    box_voucher_one: '+{{count}} cupom de caixa grátis',
    box_voucher_other: '+{{count}} cupons de caixa grátis',
    wheel_spin_one: '+{{count}} giro da roda',
    wheel_spin_other: '+{{count}} giros da roda',
  },
  quoting: 'Conferindo cada bônus...',
  breakdown: 'O que foi adicionado',
  quoted: 'O que esta recarga adiciona',
  total: 'Total adicionado',
  added: '{{amount}} adicionados',
} satisfies Catalogue<typeof en>;
