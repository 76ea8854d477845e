import type { gamesFlip as en } from '../en/games-flip.ts';
import type { Catalogue } from './index.ts';

/** Flip Cards e Dobro ou nada (docs/games.md; docs/product/routes.md#games /flip-card, docs/product/errors.md). O `opsFlip` do arquivo inglês é do console. */
export const gamesFlip = {
  flip: {
    title: 'Flip Cards',
    subtitle: 'Nove prêmios são embaralhados virados para baixo. Vire uma carta e o prêmio é seu.',
    signInTitle: 'Entre para virar uma carta',
    chances: 'Chances de virar',
    granted: '{{count}} ganhas no total',
    deal: 'Distribuir as cartas',
    pick: 'Escolha uma carta',
    pickHint: 'As cartas estão distribuídas e fixas. Escolha qualquer uma.',
    card: 'Carta {{n}}',
    cardPrize: 'Carta {{n}}: {{name}}',
    won: 'Você ganhou {{name}}',
    wonValue: 'Vale {{value}}. Está nos seus prêmios.',
    viewPrizes: 'Meus prêmios',
    again: 'Distribuir de novo',
    autoPicked: 'Esta mesa ficou aberta por {{hours}} horas, então a primeira carta foi virada para você.',
    noParts: 'Sem chances agora.',
    noPartsText: 'Você não tem mais chances de virar. Sua primeira recarga de cada dia e as missões da Glory Road dão mais.',
    topUp: 'Recarregar',
    gloryRoad: 'Glory Road',
    prizesTitle: 'Os prêmios da mesa',
    prizesText_one:
      'Toda mesa distribui estes {{count}} prêmio, um por carta. Cada prêmio tem {{chance}} de chance de estar na carta que você escolher.',
    prizesText_other:
      'Toda mesa distribui estes {{count}} prêmios, um por carta. Cada prêmio tem {{chance}} de chance de estar na carta que você escolher.',
    fairTitle: 'Esta mesa',
    clientSeed: 'Seed do cliente',
    serverSeedHashed: 'Seed do servidor (hash)',
    nonce: 'Nonce',
    rulesTitle: 'Como funciona o Flip Cards',
    rule1:
      'Virar custa uma chance, sem moedas. Você ganha uma ao se cadastrar, uma na primeira recarga de cada dia e mais nas missões da Glory Road.',
    rule2:
      'Quando você distribui, os nove prêmios acima são embaralhados virados para baixo a partir da sua própria seed de jogos e fixados antes de você escolher. A mesa mostra o hash da seed e o nonce.',
    rule3:
      'A distribuição é a regra de embaralhamento sobre a lista de prêmios na ordem publicada: para a carta k = 0 … 8, pegue a entrada floor(float_k × restantes) dos prêmios que sobraram. A carta k guarda a k-ésima escolha.',
    rule4:
      'Todo prêmio tem a mesma chance em qualquer carta: a chance de cada prêmio é 1/{{count}} ({{chance}}), então uma virada vale {{ev}} em média (a média dos valores dos prêmios).',
    rule5:
      'O prêmio que você vira vai direto para os seus prêmios, onde você pode guardar, enviar ou vender. Uma mesa deixada aberta tem a carta 1 virada depois de {{hours}} horas.',
    rule6:
      'Comprovadamente justo: depois que você revela a seed do servidor de jogos, seu histórico de jogos recalcula cada distribuição a partir de HMAC-SHA256(seed do servidor, seed do cliente:nonce:rodada).',
    history: 'Histórico de jogos e verificação',
  },
  double: {
    button: 'Dobro ou nada',
    title: 'Dobro ou nada',
    intro: 'Aposte este prêmio em um sorteio. Ganhe e você fica com ele E recebe o valor dele em moedas. Perca e ele se vai.',
    value: 'Valor do prêmio',
    chance: 'Chance de ganhar',
    winPays: 'Uma vitória paga',
    double: 'Dobrar',
    keep: 'Ficar com ele',
    opening: 'Travando seu prêmio…',
    flipping: 'Girando…',
    won: 'Dobrou! +{{amount}}',
    wonText: 'Você fica com {{name}} e {{amount}} foi adicionado ao seu saldo.',
    lost: 'Perdeu',
    lostText: '{{name}} se foi. Mais sorte na próxima.',
    close: 'Fechar',
    earlier: 'Você ainda tem um dobro ou nada aberto neste prêmio anterior. Decida-o primeiro: depois o seu novo prêmio pode ser dobrado.',
    locked: 'Travado enquanto você decide. Fechar mantém o prêmio.',
    doubled: 'Dobrado',
    lostBadge: 'Perdido',
    rules:
      'Chance de ganhar {{chance}} = (100% − {{edge}} de vantagem) ÷ 2, então o retorno ao jogador é 2 × {{chance}} = {{rtp}}. Sorteado como win(0, p) a partir da sua seed de jogos: floor(float_0 × 1.000.000) < {{ppm}}.',
    heads: 'Ganha',
    tails: 'Perde',
  },
  history: {
    flipDetail: 'Carta {{position}} · {{prize}}',
    flipDeal: 'prêmios por carta {{deal}}',
    flipOpen: 'Mesa distribuída, nenhuma carta escolhida ainda',
    doubleDetail: 'Prêmio de {{value}} a {{chance}} · {{choice}}',
    choice: { double: 'dobrou', keep: 'ficou', open: 'sem decisão' },
    doubleWin: 'Sorteio {{draw}} < {{ppm}}: ganhou',
    doubleLose: 'Sorteio {{draw}} ≥ {{ppm}}: perdeu',
  },
} satisfies Catalogue<typeof en>;
