/** Box battles (spec §2 /battles, §4, §5, §7 /battle/v2/*). Pages are lazy-loaded by the router. */
export { HomeBattles } from './components/home-battles.tsx';
export { useBattleListQuery } from './api/get-battle-list.ts';
export { BattleVerifier } from './components/battle-verifier.tsx';
