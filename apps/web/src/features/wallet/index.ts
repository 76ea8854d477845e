export { InsufficientBalanceDialog } from './components/insufficient-balance-dialog.tsx';
export { TopUpDialog } from './components/top-up-dialog.tsx';
