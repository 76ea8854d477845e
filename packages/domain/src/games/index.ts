/** Pure game maths of seed type 3 and shared draws (fairness.md "Games", "Draws shared by many players"). */
export * from './games.ts';
export * from './draws.ts';
export * from './bingo.ts';
export * from './fancy.ts';
