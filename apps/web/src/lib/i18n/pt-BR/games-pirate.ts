import type { pirate as enPirate, promoEvents as enPromoEvents } from '../en/games-pirate.ts';
import type { Catalogue } from './index.ts';

/** Pirate 2024 (docs/games.md): a página do evento, a torre de baús, a classificação e as regras. */
export const pirate = {
  title: 'Pirate 2024',
  subtitle:
    'Suba a torre de baús do tesouro. Em cada nível, um baú esconde uma caveira: escolha um seguro para subir e resgate antes que a caveira te pegue.',
  endsIn: 'Termina em',
  startsIn: 'Começa em',
  ended: 'Este evento terminou',
  endedText: 'Obrigado por navegar com a gente! A classificação final está abaixo.',
  upcomingText: 'A torre abre quando a contagem regressiva terminar.',
  unavailable: 'Este evento não está disponível',
  signInTitle: 'Entre para subir a torre',
  betAmount: 'Valor da aposta',
  half: '½',
  double: '2×',
  range: 'Apostas de {{min}} a {{max}}',
  play: 'Zarpar',
  again: 'Subir de novo',
  cashOut: 'Resgatar {{amount}}',
  pickChest: 'Escolha um baú no nível iluminado',
  multiplier: 'Multiplicador',
  next: 'Próximo nível',
  level: 'Nível',
  levelOf: '{{level}}/{{levels}}',
  chest: 'Nível {{level}}, baú {{chest}}',
  chestOpen: 'Nível {{level}}, baú {{chest}}: tesouro',
  chestSkull: 'Nível {{level}}, baú {{chest}}: caveira',
  won: 'Resgatou {{amount}} com {{multiplier}}',
  wonAll: 'Topo da torre! {{amount}} com {{multiplier}}',
  lost: 'Arrr! Uma caveira',
  lostText: 'As caveiras foram definidas quando você apostou. Confira no seu histórico de jogos.',
  resumeAfterEnd: 'O evento terminou: resgate sua subida em aberto.',
  fairTitle: 'Esta rodada',
  clientSeed: 'Seed do cliente',
  serverSeedHashed: 'Seed do servidor (hash)',
  nonce: 'Nonce',
  leaderboard: {
    title: 'Classificação',
    byMultiplier: 'Melhor multiplicador',
    byProfit: 'Lucro',
    rank: '#',
    player: 'Jogador',
    multiplier: 'Multiplicador',
    payout: 'Pagamento',
    profit: 'Lucro',
    empty: 'Nenhum tesouro encontrado ainda. Seja o primeiro da lista!',
    you: 'Você',
    unranked: 'ainda sem posição',
    final: 'Classificação final',
  },
  rulesTitle: 'Como funciona',
  rule1: 'A torre tem {{levels}} níveis de 3 baús. Em cada nível, um baú esconde uma caveira; os outros dois guardam tesouro.',
  rule2:
    'Escolha um baú no nível atual. O tesouro sobe você um nível e aumenta seu multiplicador; a caveira encerra a subida e a aposta é perdida.',
  rule3:
    'Resgate quando quiser depois do primeiro nível; chegar ao topo resgata sozinho. Os pagamentos são arredondados para baixo no centavo, no máximo {{cap}} por rodada.',
  rule4:
    'A matemática: um nível é superado com chance 2/3, e o multiplicador depois de L níveis é 1,5^L × (1 − vantagem). Todo ponto de resgate tem o mesmo RTP de {{rtp}} (vantagem da casa {{edge}}).',
  rule5: 'Uma subida em aberto é resgatada para você depois de {{hours}} horas.',
  rule6:
    'Comprovadamente justo: a caveira do nível L (a partir de 0) fica atrás do baú floor(float_L × 3) da sua seed de jogos, definido quando você aposta. Revele sua seed para verificar cada rodada.',
  rule7:
    'A classificação ordena pelo melhor multiplicador de resgate do evento (empates: maior pagamento, depois quem conseguiu primeiro). Os apelidos aparecem mascarados.',
  history: 'Seu histórico de jogos',
  historyDetail: '{{cleared}}/{{levels}} níveis',
  historySkulls: 'caveiras nos baús {{chests}}',
} satisfies Catalogue<typeof enPirate>;

/** Eventos (docs/games.md): a faixa de eventos da home. */
export const promoEvents = {
  title: 'Eventos',
  live: 'Ao vivo',
  ended: 'Encerrado',
  endsIn: 'termina em',
  endedText: 'Veja a classificação final',
  /** rótulo do console (o console fica em inglês) */
  opsNav: 'Events',
} satisfies Catalogue<typeof enPromoEvents>;
