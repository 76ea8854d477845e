/** @hapa/verifier: the offline verifier of a history export and the log monitor (docs/transparency.md). */
export * from './export-format.ts';
export * from './verify.ts';
export * from './monitor.ts';
export { GAME_CHECKS } from './games.ts';
export { verifyCli } from './cli.ts';
export { monitorCli } from './monitor-cli.ts';
