import type { uiLabels as en } from '../en/ui-labels.ts';
import type { Catalogue } from './index.ts';

/** Rótulos da moldura do app e de formulários (docs/architecture/web-app.md). */
export const uiLabels = {
  bottomNav: 'Navegação inferior',
  mainNav: 'Principal',
  homeLink: 'Início da HapaBox',
  expiryPlaceholder: 'MM/AA',
  mpesaPlaceholder: '07XXXXXXXX',
  freeBadge: 'GRÁTIS',
} satisfies Catalogue<typeof en>;
