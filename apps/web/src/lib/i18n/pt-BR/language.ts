import type { language as en } from '../en/language.ts';
import type { Catalogue } from './index.ts';

/** Seletor de idioma (docs/architecture/web-app.md). */
export const language = {
  title: 'Idioma',
  hint: 'Textos, números e datas seguem a sua escolha.',
  names: {
    en: 'English',
    ptBR: 'Português (Brasil)',
  },
  saveFailed: 'Não foi possível salvar o idioma na sua conta. Ele fica guardado neste aparelho.',
} satisfies Catalogue<typeof en>;
