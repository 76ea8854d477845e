export * from './errors.ts';
export * from './common.ts';
export * from './auth.ts';
export * from './boxes.ts';
export * from './store.ts';
export * from './fairness.ts';
export * from './payments.ts';
export * from './realtime.ts';
