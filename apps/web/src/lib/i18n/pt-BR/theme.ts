import type { theme as en } from '../en/theme.ts';
import type { Catalogue } from './index.ts';

/** Tema claro / escuro / do sistema: o seletor do menu e o modal do modo escuro (docs/architecture/web-app.md, docs/product/routes.md#navigation, docs/product/states.md#dark-mode). */
export const theme = {
  title: 'Tema',
  light: 'Claro',
  dark: 'Escuro',
  system: 'Sistema',
  current: 'Tema: {{choice}}',
  dialogTitle: 'Modo escuro',
  dialogText: 'Escolha como a HapaBox aparece neste dispositivo.',
  systemHint: 'Sistema segue o seu dispositivo: escuro quando ele está no modo escuro, claro nos outros casos.',
  done: 'Pronto',
} satisfies Catalogue<typeof en>;
