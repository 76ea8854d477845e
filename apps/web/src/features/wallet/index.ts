export { InsufficientBalanceDialog } from './components/insufficient-balance-dialog.tsx';
