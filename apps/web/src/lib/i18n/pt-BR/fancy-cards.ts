import type { fancyCards as en } from '../en/fancy-cards.ts';
import type { Catalogue } from './index.ts';

/** Fancy Cards (docs/games.md; docs/product/routes.md#games /fancy-cards). O `opsFancy` do arquivo inglês é do console e fica em inglês. */
export const fancyCards = {
  title: 'Fancy Cards',
  subtitle:
    'Colecione todas as cartas de uma coleção e resgate o prêmio dela. Cada pacote dá três cartas pelo embaralhamento comprovadamente justo.',
  signInTitle: 'Entre para abrir pacotes e montar seu álbum',
  signIn: 'Entrar',
  shards: 'Fragmentos',
  shardsHelp: 'Cartas repetidas viram fragmentos. Com fragmentos você cria as cartas que faltam.',
  credits: 'Pacotes grátis',
  creditsHelp: '{{count}} ganhos no total: um pacote de boas-vindas e mais pelas missões da Glory Road.',
  convert: 'Converter repetidas',
  convertNone: 'Nenhuma repetida para converter',
  convertDone_one: '{{count}} repetida virou {{gained}} fragmentos',
  convertDone_other: '{{count}} repetidas viraram {{gained}} fragmentos',
  duplicates_one: '{{count}} repetida',
  duplicates_other: '{{count}} repetidas',
  shop: {
    title: 'Loja de pacotes',
    text_one: 'Um pacote por coleção. Cada pacote dá {{count}} carta da lista publicada da coleção.',
    text_other: 'Um pacote por coleção. Cada pacote dá {{count}} cartas da lista publicada da coleção.',
    buy: 'Comprar por {{price}}',
    free: 'Abrir um pacote grátis',
    expected: '≈ {{packs}} pacotes para completar',
  },
  album: {
    title: 'Álbum',
    progress: '{{owned}} / {{total}} cartas',
    prize: 'Prêmio',
    prizeCoins: '{{value}} em moedas',
    prizeItem: '{{name}} (vale {{value}})',
    claim: 'Resgatar {{prize}}',
    claimed: 'Prêmio resgatado',
    claimedToast: 'Coleção completa! {{prize}} é seu.',
    missing: 'Faltando',
    owned_one: 'Tenho',
    owned_other: 'Tenho ×{{count}}',
    craft: 'Criar · {{price}} fragmentos',
    craftTitle: 'Criar {{name}}',
    craftDone: '{{name}} criada',
    card: '{{name}}, {{rarity}}, carta {{n}} da coleção',
  },
  rarity: { common: 'Comum', rare: 'Rara', epic: 'Épica', legendary: 'Lendária' },
  reveal: {
    title: 'Pacote {{set}}',
    tap: 'Revelando suas cartas…',
    new: 'Nova',
    duplicate: 'Repetida',
    again: 'Abrir outro',
    close: 'Voltar ao álbum',
    fair: 'Nonce {{nonce}} · posições na lista {{positions}}',
  },
  rules: {
    title: 'Como os pacotes são distribuídos',
    listTitle_one: '{{set}}: a lista publicada ({{count}} entrada)',
    listTitle_other: '{{set}}: a lista publicada ({{count}} entradas)',
    list: 'Cada pacote tem uma lista publicada: as cartas da coleção na ordem do álbum, cada uma repetida conforme a raridade: comum {{common}} vezes, rara {{rare}}, épica {{epic}}, lendária {{legendary}}. Cartas mais raras aparecem menos vezes.',
    deal_one:
      'Abrir um pacote é uma rodada de jogo na sua seed de jogos (seed tipo 3, um nonce). A distribuição é a regra de embaralhamento sobre a lista: para k = 0, 1, 2, … pegue o índice floor(float_k × restantes) do que sobrou. O pacote dá a primeira escolha.',
    deal_other:
      'Abrir um pacote é uma rodada de jogo na sua seed de jogos (seed tipo 3, um nonce). A distribuição é a regra de embaralhamento sobre a lista: para k = 0, 1, 2, … pegue o índice floor(float_k × restantes) do que sobrou. O pacote dá as {{count}} primeiras escolhas, então a mesma carta pode vir duas vezes.',
    floats:
      'O float_k vem de HMAC-SHA256(seed do servidor, "seed do cliente:nonce:rodada") exatamente como na página de justiça verificável. Depois que você revela a seed do servidor de jogos, cada pacote é recalculado no seu histórico de jogos.',
    shards:
      'Repetidas viram fragmentos: comum {{common}}, rara {{rare}}, épica {{epic}}, lendária {{legendary}}. Criar uma carta que falta custa comum {{cCommon}}, rara {{cRare}}, épica {{cEpic}}, lendária {{cLegendary}} fragmentos.',
    claim: 'Quando você tem todas as cartas de uma coleção, resgata o prêmio dela uma vez. Suas cartas continuam no álbum.',
    mathsTitle: 'A matemática, com sinceridade',
    mathsHead: {
      set: 'Coleção',
      price: 'Pacote',
      packs: 'Pacotes para completar',
      cost: 'Custo esperado',
      prize: 'Prêmio',
      rtp: 'Prêmio ÷ custo',
    },
    mathsNote:
      'Pacotes para completar é a média exata sem criar cartas (inclusão–exclusão sobre as cartas). Criar cartas com fragmentos reduz o custo real. Cartas e fragmentos não valem moedas: só o prêmio da coleção paga.',
    history: 'Histórico de jogos e verificação',
  },
  history: {
    detail: '{{set}}: {{cards}}',
    deal: 'posições na lista {{positions}}',
  },
} satisfies Catalogue<typeof en>;
