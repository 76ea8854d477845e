import type { common as enCommon, errors as enErrors } from '../en/common.ts';
import type { Catalogue } from './index.ts';

/** Textos gerais da interface. Os textos do docs/product/errors.md também são traduzidos para pt-BR. */
export const common = {
  loading: 'CARREGANDO...',
  close: 'Fechar',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  retry: 'Tentar de novo',
  backHome: 'Voltar ao início',
  notifications: 'Notificações',
  viewAll: 'Ver tudo',
  copy: 'Copiar',
  copied: 'Copiado com sucesso.',
  timeout: 'Tempo de conexão esgotado. A página será atualizada em 3 segundos.',
  somethingWrong: 'Ops, algo deu errado. Tente de novo mais tarde',
  signInRequired: 'Entre na sua conta primeiro',
  prev: 'Anterior',
  next: 'Próxima',
  page: 'Página {{page}} de {{pages}}',
  soon: 'Em breve',
  or: 'ou',
} satisfies Catalogue<typeof enCommon>;

export const errors = {
  boundaryTitle: 'Algo deu errado',
  boundaryText: 'Esta parte da página não carregou. Tente de novo ou volte para o início.',
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'Esta página não existe ou ainda não foi aberta. Tem muitas caixas esperando por você na página inicial.',
  reload: 'Recarregar página',
  pageTitle: 'Ops, algo deu errado',
  pageText: 'Ops, aconteceu algum problema, tente novamente mais tarde.',
  pageCode: 'Código do erro: {{code}}',
  tryAgain: 'Tentar de novo',
} satisfies Catalogue<typeof enErrors>;
