/** Pirate 2024 (docs/games.md): the event page, its chest tower, leaderboard and rules. */
export const pirate = {
  title: 'Pirate 2024',
  subtitle:
    'Climb the tower of treasure chests. One chest on every level hides a skull: pick a safe one to climb, cash out before the skull finds you.',
  endsIn: 'Ends in',
  startsIn: 'Starts in',
  ended: 'This event has ended',
  endedText: 'Thanks for sailing with us! The final leaderboard is below.',
  upcomingText: 'The tower opens when the countdown ends.',
  unavailable: 'This event is not available',
  signInTitle: 'Sign in to climb the tower',
  betAmount: 'Bet amount',
  half: '½',
  double: '2×',
  range: 'Bets from {{min}} to {{max}}',
  play: 'Set sail',
  again: 'Climb again',
  cashOut: 'Cash out {{amount}}',
  pickChest: 'Pick a chest on the glowing level',
  multiplier: 'Multiplier',
  next: 'Next level',
  level: 'Level',
  levelOf: '{{level}}/{{levels}}',
  chest: 'Level {{level}}, chest {{chest}}',
  chestOpen: 'Level {{level}}, chest {{chest}}: treasure',
  chestSkull: 'Level {{level}}, chest {{chest}}: skull',
  won: 'Cashed out {{amount}} at {{multiplier}}',
  wonAll: 'Top of the tower! {{amount}} at {{multiplier}}',
  lost: 'Arr! A skull',
  lostText: 'The skulls were fixed when you placed the bet. Check them in your game history.',
  resumeAfterEnd: 'The event has ended: cash out your open climb.',
  fairTitle: 'This round',
  clientSeed: 'Client seed',
  serverSeedHashed: 'Server seed (hashed)',
  nonce: 'Nonce',
  leaderboard: {
    title: 'Leaderboard',
    byMultiplier: 'Best multiplier',
    byProfit: 'Profit',
    rank: '#',
    player: 'Player',
    multiplier: 'Multiplier',
    payout: 'Payout',
    profit: 'Profit',
    empty: 'No treasure found yet. Be the first on the board!',
    you: 'You',
    unranked: 'not ranked yet',
    final: 'Final standings',
  },
  rulesTitle: 'How it works',
  rule1: 'The tower has {{levels}} levels of 3 chests. One chest on every level hides a skull; the other two hold treasure.',
  rule2:
    'Pick a chest on the current level. Treasure climbs you one level up and raises your multiplier; the skull ends the climb and the bet is lost.',
  rule3:
    'Cash out any time after the first level; reaching the top cashes out by itself. Payouts are rounded down to the cent, at most {{cap}} per round.',
  rule4:
    'The maths: a level is survived with chance 2/3, and the multiplier after L levels is 1.5^L × (1 − edge). Every cash-out point returns the same RTP of {{rtp}} (house edge {{edge}}).',
  rule5: 'An open climb is cashed out for you after {{hours}} hours.',
  rule6:
    'Provably fair: the skull of level L (from 0) is behind chest floor(float_L × 3) of your game seed, fixed when you bet. Reveal your seed to verify every round.',
  rule7:
    'The leaderboard ranks the best cash-out multiplier of the event (ties: larger payout, then first to get it). Nicknames are masked.',
  history: 'Your game history',
  historyDetail: '{{cleared}}/{{levels}} levels',
  historySkulls: 'skulls at chests {{chests}}',
};

/** Event framework (docs/games.md): the home events strip. */
export const promoEvents = {
  title: 'Events',
  live: 'Live',
  ended: 'Ended',
  endsIn: 'ends in',
  endedText: 'See the final leaderboard',
  /** console nav label (the console page's other strings come with its chunk: opsEvents) */
  opsNav: 'Events',
};
