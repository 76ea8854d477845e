import type { store as en } from '../en/store.ts';
import type { Catalogue } from './index.ts';

/** /user/cart (o estoque de prêmios). */
export const store = {
  title: 'Meus prêmios',
  subtitle: 'Tudo o que você tirou das caixas. Envie prêmios para a sua casa ou venda de volta por moedas na hora.',
  storedValue: 'No estoque',
  filterLabel: 'Filtrar por status',
  filter: { all: 'Todos', stored: 'No estoque', recovered: 'Vendidos', shipping: 'Em envio', shipped: 'Enviados', exchanged: 'Trocados', upgraded: 'Com upgrade' },
  status: { stored: 'No estoque', recovered: 'Vendido', shipping: 'Em envio', shipped: 'Enviado', exchanged: 'Trocado', upgraded: 'Com upgrade', locked: 'No dobro ou nada', lost: 'Perdido no dobro ou nada' },
  select: 'Selecionar {{name}}',
  selectAll: 'Selecionar tudo',
  selected_one: '{{count}} selecionado',
  selected_other: '{{count}} selecionados',
  sell: 'Vender',
  sellFor: 'Vender por',
  sellNow: 'Vender agora',
  confirmTitle: 'Vender prêmios',
  confirmText_one: 'Vender {{count}} prêmio por',
  confirmText_other: 'Vender {{count}} prêmios por',
  confirmNote: 'As moedas vão para o seu saldo na hora. Um prêmio vendido não pode ser enviado.',
  soldToast_one: '{{count}} prêmio vendido por {{amount}}.',
  soldToast_other: '{{count}} prêmios vendidos por {{amount}}.',
  empty: 'Nenhum prêmio aqui',
  emptyText: 'Abra uma caixa e seus prêmios aparecem aqui.',
  openBoxes: 'Abrir uma caixa',
  loadFailed: 'Não foi possível carregar seus prêmios.',
  signInTitle: 'Entre para ver seus prêmios',
  signInText: 'Seus prêmios ficam guardados com segurança na sua conta.',
} satisfies Catalogue<typeof en>;
