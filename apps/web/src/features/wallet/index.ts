export { InsufficientBalanceDialog, missingCents } from './components/insufficient-balance-dialog.tsx';
export { useCachedBaseInfo } from './api/get-base-info.ts';
export { TopUpDialog } from './components/top-up/top-up-dialog.tsx';
export { PaymentResult } from './components/pay/payment-result.tsx';
export { SandboxCheckout } from './components/pay/sandbox-checkout.tsx';
export { GiftBagTip } from './components/gift-bag/gift-bag-tip.tsx';
export { getPayOrder } from './api/get-pay-order.ts';
