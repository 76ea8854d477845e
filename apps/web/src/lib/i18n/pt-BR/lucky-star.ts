import type { luckyStar as en } from '../en/lucky-star.ts';
import type { Catalogue } from './index.ts';

/** lucky_star (apps/server/src/modules/lucky-star/README.md): o aviso de grande vitória que todo jogador vê. */
export const luckyStar = {
  label: 'Grande vitória',
  won: '{{name}} ganhou {{amount}}',
  wonMultiplier: '{{name}} ganhou {{amount}} ({{multiplier}}x)',
  on: 'em {{source}}',
  dismiss: 'Dispensar',
  view: 'Ver onde',
  source: {
    box: 'uma caixa',
    battle: 'uma batalha',
    mines: 'Mad Miner',
    upgrade: 'Upgrade',
    treasure: 'Treasure Hunter',
    flip: 'Flip Cards',
    pirate: 'Pirate 2024',
    double_guess: 'Dobro ou nada',
    lottery: 'Loteria Diária',
    bingo: 'Bingo King',
    fancy: 'Fancy Cards',
    contest: 'uma competição',
    game: 'um jogo',
  },
} satisfies Catalogue<typeof en>;
