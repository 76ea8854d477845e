import type { eventPage as en } from '../en/event-pages.ts';
import type { Catalogue } from './index.ts';

/** Páginas de evento criadas pelos operadores: a moldura em volta dos textos e blocos do operador. */
export const eventPage = {
  live: 'Ao vivo',
  upcoming: 'Em breve',
  ended: 'Encerrado',
  endsIn: 'Termina em',
  startsIn: 'Começa em',
  endedTitle: 'Este evento terminou',
  endedText: 'Obrigado por jogar: veja como terminou.',
  off: 'Este evento está desativado',
  offText: 'Ele não está acontecendo agora. Os eventos ativos estão na página inicial.',
  backHome: 'Voltar ao início',
  boxes: 'Caixas do evento',
  boxesNone: 'Estas caixas não estão à venda agora.',
  leaderboard: 'Classificação',
  leaderboardText: 'O melhor prêmio de cada jogador nas caixas do evento.',
  leaderEmpty: 'Nenhum prêmio ainda: abra uma caixa do evento e assuma a liderança.',
  rank: 'Posição',
  player: 'Jogador',
  drop: 'Melhor prêmio',
  rules: 'Regras',
  loadFailed: 'Não foi possível carregar este evento.',
} satisfies Catalogue<typeof en>;
