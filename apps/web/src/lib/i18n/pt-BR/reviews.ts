import type { reviews as en } from '../en/reviews.ts';
import type { Catalogue } from './index.ts';

/** Avaliações (docs/architecture/web-app.md; docs/product/routes.md#home home "avaliações (máx. 10)"): a seção da home, escrever uma, seus estados. */
export const reviews = {
  title: 'Avaliações',
  subtitle: 'O que os jogadores dizem depois de abrir suas caixas',
  stars: '{{count}} de 5 estrelas',
  about: 'Sobre {{item}}',
  write: 'Escrever avaliação',
  writeTitle: 'Conte aos outros como foi',
  writeText: 'Nossa equipe verifica sua avaliação antes de ela aparecer na página inicial.',
  rating: 'Sua nota',
  ratingStar_one: '{{count}} estrela',
  ratingStar_other: '{{count}} estrelas',
  text: 'Sua avaliação',
  textPlaceholder: 'O que você ganhou, como foi o envio?',
  textCount: '{{count}} / {{max}}',
  textShort: 'Escreva pelo menos {{min}} caracteres',
  send: 'Enviar avaliação',
  sent: 'Obrigado! Sua avaliação aparece assim que for verificada.',
  cardTitle: 'Sua avaliação',
  notEligible: 'Abra uma caixa primeiro e depois conte como foi.',
  notEligibleAction: 'Ver caixas',
  tooSoon: 'Você pode escrever sua próxima avaliação em {{date}}.',
  status: {
    pending: 'Aguardando verificação',
    approved: 'Publicada',
    rejected: 'Não publicada',
    hidden: 'Oculta',
  },
  opsNav: 'Avaliações',
} satisfies Catalogue<typeof en>;
