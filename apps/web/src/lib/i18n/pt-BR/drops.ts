import type { drops as en } from '../en/drops.ts';
import type { Catalogue } from './index.ts';

/** Prêmios ao vivo (faixa de drops). */
export const drops = {
  title: 'Prêmios ao vivo',
  live: 'Ao vivo',
  paused: 'Pausado',
  best: 'Melhor prêmio',
  empty: 'Esperando o próximo prêmio...',
  recent: 'Prêmios recentes',
  noneForBox: 'Ninguém abriu esta caixa ainda. Seja o primeiro!',
} satisfies Catalogue<typeof en>;
