import type { payExtra as en } from '../en/pay-extra.ts';
import type { Catalogue } from './index.ts';

/** Pagamentos (docs/payments.md): Google Pay e carteiras de teste, página do cartão com 3-D Secure, preços ao vivo, promoção de recarga. */
export const payExtra = {
  gpay: {
    title: 'Google Pay',
    text: 'Pague com o cartão salvo na sua conta Google. No ambiente de teste, a tela do Google Pay é simulada.',
    card: 'Visa •••• 4242 (teste)',
    pay: 'Pagar com Google Pay',
  },
  wallet: {
    text: 'Entre na sua carteira {{label}} e aprove o pagamento para a HapaBox.',
    approve: 'Aprovar na carteira',
  },
  trade: {
    checking: 'Verificando o cartão...',
    unsupported: 'Este cartão não é aceito. Tente outro cartão ou outra forma de pagamento',
    brands: 'Aceitamos Visa e Mastercard',
    cancel: 'Cancelar pagamento',
    cancelled: 'Pagamento cancelado',
    threeDs: {
      title: 'Verificação 3-D Secure',
      bank: 'Seu banco',
      code: 'Código de verificação',
      submit: 'Verificar',
      close: 'Cancelar verificação',
      testHint: 'Emissor de teste: o código é {{code}}; qualquer outro código recusa o pagamento.',
    },
  },
  price: {
    live: 'Preço ao vivo',
    static: 'Preço fixo (padrão offline)',
    stale: 'O preço da cripto está desatualizado. Tente de novo daqui a pouco',
  },
  promo: {
    title: 'Desconto surpresa',
    offered: '{{amount}} de desconto: aplicado na sua próxima recarga de {{min}} ou mais',
    upTo: 'Até {{max}} de desconto na sua recarga',
    paid: 'Seu desconto surpresa foi usado',
  },
} satisfies Catalogue<typeof en>;
