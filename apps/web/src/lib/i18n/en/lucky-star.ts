/** lucky_star (apps/server/src/modules/lucky-star/README.md): the big-win toast every player sees. */
export const luckyStar = {
  label: 'Big win',
  won: '{{name}} won {{amount}}',
  wonMultiplier: '{{name}} won {{amount}} ({{multiplier}}x)',
  on: 'on {{source}}',
  dismiss: 'Dismiss',
  view: 'See where',
  source: {
    box: 'a box',
    battle: 'a battle',
    mines: 'Mad Miner',
    upgrade: 'Upgrade',
    treasure: 'Treasure Hunter',
    flip: 'Flip Cards',
    pirate: 'Pirate 2024',
    double_guess: 'Double or Nothing',
    lottery: 'the Daily Lottery',
    bingo: 'Bingo King',
    fancy: 'Fancy Cards',
    contest: 'a contest',
    game: 'a game',
  },
};
