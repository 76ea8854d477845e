export { InsufficientBalanceDialog } from './components/insufficient-balance-dialog.tsx';
export { TopUpDialog } from './components/top-up-dialog.tsx';
export { PaymentResult } from './components/payment-result.tsx';
export { SandboxCheckout } from './components/sandbox-checkout.tsx';
