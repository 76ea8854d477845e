/** Box battles (docs/product/routes.md#battles /battles, docs/product/states.md#battles, docs/product/validation.md#battle-join, docs/product/endpoints.md#battles /battle/v2/*). Pages are lazy-loaded by the router. */
export { HomeBattles } from './components/home-battles.tsx';
export { useBattleListQuery } from './api/get-battle-list.ts';
export { BattleVerifier } from './components/battle-verifier.tsx';
export { NoBalanceDialog, VipGuideDialog } from './components/battle-dialogs.tsx';
export { BoxPicker } from './components/box-picker.tsx';
export { OptionGroup } from './components/option-group.tsx';
export { PicksList, useBoxPicks } from './components/picks-list.tsx';
export { useBattleErrors } from './hooks/use-battle-actions.ts';
export { BattleGateBanner } from './components/battle-gate-banner.tsx';
