export * from './users.ts';
export * from './ledger.ts';
export * from './catalogue.ts';
export * from './fairness.ts';
export * from './store.ts';
export * from './payments.ts';
export * from './jobs.ts';
export * from './battles.ts';
