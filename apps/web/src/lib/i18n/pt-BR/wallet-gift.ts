import type { walletGift as en } from '../en/wallet-gift.ts';
import type { Catalogue } from './index.ts';

/** Sacola de presentes (docs/product/routes.md, docs/product/entities.md, docs/product/states.md): EXCLUSIVE GIFT BAG ou WELCOME BACK, a roda e o resultado. */
export const walletGift = {
  exclusive: 'SACOLA DE PRESENTES EXCLUSIVA',
  welcomeBack: 'BEM-VINDO DE VOLTA',
  tip: 'Sacola de presentes',
  go: 'VAI',
  opening: 'Abrindo seu presente...',
  spin: 'GIRAR',
  spinHint: 'A roda gira sozinha em {{seconds}} s',
  youWon: 'Você ganhou +{{roi}}%',
  pay: 'Pague',
  get: 'Receba',
  getParts: '{{pay}} + {{gift}} em moedas de presente',
  roi: 'ROI {{roi}}%',
  endsIn: 'A oferta termina em',
  rewards: 'Você também ganha',
  method: 'Pagar com',
  needMethod: 'Escolha uma forma de pagamento',
  topUp: 'Recarregar {{amount}}',
  expired: 'Esta sacola de presentes expirou.',
  open: 'Abrir sacola de presentes',
} satisfies Catalogue<typeof en>;
