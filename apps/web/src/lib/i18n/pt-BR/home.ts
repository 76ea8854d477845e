import type { home as en } from '../en/home.ts';
import type { Catalogue } from './index.ts';

/** Página inicial: banners, anúncio e compromissos. */
export const home = {
  bannersLabel: 'Destaques',
  bannerImage: 'Promoção',
  closeBanner: 'Fechar este banner',
  popTitle: 'Aviso',
  banners: {
    unbox: {
      kicker: 'Caixas misteriosas',
      title: 'Abra a sensação',
      text: 'Tênis, eletrônicos, ouro e muito mais. Cada caixa mostra as chances antes de você abrir.',
      cta: 'Abrir uma caixa',
    },
    free: {
      kicker: 'Novos jogadores',
      title: 'Sua caixa grátis',
      text: 'Cadastre-se e abra uma caixa misteriosa por nossa conta. Sem depósito.',
      cta: 'Pegar caixa grátis',
    },
    topup: {
      kicker: 'Recarga',
      title: 'Recarregue e jogue',
      text: 'Recarregue a partir de $20 com cartão ou cripto e comece a abrir caixas em segundos.',
      cta: 'Recarregar agora',
    },
    fair: {
      kicker: 'Comprovadamente justo',
      title: 'Verifique cada giro',
      text: 'Seed do servidor, seed do cliente, nonce: recalcule qualquer resultado você mesmo, direto no navegador.',
      cta: 'Como funciona',
    },
  },
  commitments: {
    title: 'Nossos compromissos',
    fair: { title: 'Justiça Verificável', text: 'Todo resultado pode ser verificado com suas próprias seeds.' },
    guaranteed: { title: 'Itens garantidos', text: 'Toda caixa paga um prêmio real, sempre.' },
    shipping: { title: 'Envio 100% rastreável', text: 'Prêmios enviados para todo o mundo com rastreio ao vivo.' },
    payment: { title: 'Pagamento seguro', text: 'Checkout criptografado com provedores confiáveis.' },
  },
} satisfies Catalogue<typeof en>;
