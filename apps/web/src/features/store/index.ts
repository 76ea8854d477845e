export { useRecoverItems } from './api/recover-items.ts';
