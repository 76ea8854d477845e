import type { games as en } from '../en/games.ts';
import type { Catalogue } from './index.ts';

/** Jogos de seed tipo 3 (issue 13): Mad Miner e o histórico de jogos. */
export const games = {
  mines: {
    title: 'Mad Miner',
    subtitle: 'Cave atrás de gemas num campo 5 × 5. Cada casa segura aumenta seu multiplicador; resgate antes de acertar uma mina.',
    signInTitle: 'Entre para jogar Mad Miner',
    bet: 'Aposta',
    betAmount: 'Valor da aposta',
    half: '½',
    double: '2×',
    mines: 'Minas',
    minesOption_other: '{{count}} minas',
    minesOption_one: '{{count}} mina',
    play: 'Apostar',
    cashOut: 'Resgatar {{amount}}',
    pickTile: 'Escolha uma casa para começar a cavar',
    multiplier: 'Multiplicador',
    next: 'Próxima casa',
    gems: 'Gemas',
    range: 'Apostas de {{min}} a {{max}}',
    tile: 'Casa {{n}}',
    tileGem: 'Casa {{n}}: gema',
    tileMine: 'Casa {{n}}: mina',
    won: 'Resgatou {{amount}} com {{multiplier}}',
    wonAll: 'Campo limpo! {{amount}} com {{multiplier}}',
    lost: 'Bum! Você acertou uma mina',
    lostText: 'As minas foram definidas quando você apostou. Confira no seu histórico de jogos.',
    again: 'Jogar de novo',
    resumed: 'Sua rodada em aberto voltou de onde você parou.',
    fairTitle: 'Esta rodada',
    clientSeed: 'Seed do cliente',
    serverSeedHashed: 'Seed do servidor (hash)',
    nonce: 'Nonce',
    rulesTitle: 'Como funciona o Mad Miner',
    rule1:
      'Escolha sua aposta e quantas minas (de 1 a 24) se escondem entre as 25 casas. As minas são colocadas no momento da aposta, a partir da sua própria seed de jogos, e nunca mudam de lugar.',
    rule2:
      'Cada casa segura multiplica sua aposta. Depois de k casas seguras com m minas, o multiplicador é C(25, k) ÷ C(25 − m, k) × (1 − vantagem da casa): exatamente as chances de chegar até ali, menos a vantagem.',
    rule3:
      'Resgate quando quiser depois da primeira gema. Acertou uma mina, perdeu a aposta. Limpe todas as casas seguras e você recebe o multiplicador máximo.',
    rule4:
      'Vantagem da casa de {{edge}}, então o retorno ao jogador é {{rtp}} em qualquer ponto de resgate. O maior pagamento de uma rodada é {{cap}}.',
    rule5:
      'Uma rodada que você deixa aberta fica guardada; depois de {{hours}} horas ela é resgatada para você (a 1× se nenhuma casa foi revelada).',
    rule6:
      'Comprovadamente justo: as minas são as m primeiras escolhas da regra de embaralhamento sobre as casas 0-24 a partir de HMAC-SHA256(seed do servidor, seed do cliente:nonce:rodada). Depois de revelar sua seed do servidor, você pode conferir cada rodada.',
    history: 'Histórico de jogos e verificação',
  },
  history: {
    title: 'Histórico de jogos',
    subtitle: 'Cada rodada que você jogou, com as seeds para conferir.',
    empty: 'Nenhuma rodada ainda.',
    play: 'Jogar Mad Miner',
    game: {
      mines: 'Mad Miner',
      treasure: 'Treasure Hunter',
      upgrade: 'Upgrade',
      flip: 'Flip Cards',
      double_guess: 'Dobro ou nada',
      pirate: 'Pirate 2024',
      fancy: 'Fancy Cards',
      bingo: 'Bingo King',
    },
    bet: 'Aposta {{amount}}',
    payout: 'Pagou {{amount}}',
    prizeWon: 'Ganhou um prêmio (em Meus prêmios)',
    outcome: { win: 'Ganhou', cashout: 'Resgatou', lose: 'Perdeu', open: 'Em jogo' },
    minesDetail: '{{count}} minas · gemas encontradas: {{gems}}',
    minesAt: 'Minas nas casas {{tiles}}',
    verified: 'Verificado: a seed revelada dá o mesmo resultado ({{tiles}})',
    mismatch: 'Não confere com a seed revelada',
    hidden: 'Revele sua seed do servidor de jogos para verificar esta rodada',
    reveal: 'Revelar seed do servidor',
    revealed: 'Seed do servidor revelada. Suas próximas rodadas usam uma nova.',
    revealText:
      'Revelar inicia uma nova seed do servidor (o hash dela é comprometido agora) e mostra a antiga, para que cada rodada jogada com ela possa ser conferida.',
    serverSeed: 'Seed do servidor',
  },
} satisfies Catalogue<typeof en>;
