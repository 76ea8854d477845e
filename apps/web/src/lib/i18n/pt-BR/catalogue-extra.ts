import type { catalogue as en } from '../en/catalogue-extra.ts';
import type { Catalogue } from './index.ts';

/** Textos do catálogo (docs/payments.md): buscas recentes, top 20, recomendações. */
export const catalogue = {
  recentSearches: 'Buscas recentes',
  clearSearches: 'Limpar',
  topTitle: 'Top 20',
  topSubtitle: 'As caixas mais abertas',
  recommendTitle: 'Recomendadas para você',
  recommendVisitor: 'Mais vendidas',
} satisfies Catalogue<typeof en>;
