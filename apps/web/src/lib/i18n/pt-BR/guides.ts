import type { guides as en } from '../en/guides.ts';
import type { Catalogue } from './index.ts';

/** Guias, pops, bola flutuante, aviso do topo e jogos desligados (apps/server/src/modules/guides/README.md). */
export const guides = {
  topUp: {
    title: 'Recarregue para continuar abrindo',
    text: 'Sua caixa grátis foi aberta! Recarregue seu saldo aqui para abrir mais caixas e entrar em batalhas.',
    action: 'Recarregar',
    later: 'Depois',
  },
  download: {
    title: 'Baixe o app HapaBox',
    text: 'Aberturas mais rápidas e alertas de drops na hora.',
    get: 'Baixar app',
    close: 'Fechar o banner do app',
    slim: 'App HapaBox',
  },
  drop: {
    title: 'Você ganhou um drop grátis!',
    text: 'Uma caixa grátis está esperando por você. Abra agora, não custa nada.',
    open: 'Abrir caixa grátis',
    later: 'Depois',
  },
  channel: {
    title: '{{inviter}} convidou você!',
    titleAnon: 'Você foi convidado!',
    text: 'Experimente as caixas com 100 créditos de demonstração e cadastre-se para ficar com o que ganhar.',
    signUp: 'Cadastrar',
    demo: 'Testar a demo',
  },
  ball: {
    label: 'Evento atual: {{title}}',
    hint: 'Arraste para mover ou use as setas do teclado',
  },
  tip: {
    close: 'Fechar o aviso',
  },
  unavailable: {
    title: 'Indisponível no momento',
    back: 'Voltar ao início',
  },
  /** the console nav label (the console page's own strings load with its chunk) */
  opsNav: 'Guias e menus',
  badge: {
    hot: 'Em alta',
    new: 'Novo',
  },
  code: {
    title: 'Tem um código de amigo?',
    text: 'Se um amigo convidou você, digite o código dele para que ele receba o crédito. Você pode fazer isso uma vez.',
    label: 'Código de amigo',
    placeholder: 'ex.: HB00AB',
    apply: 'Aplicar',
    later: 'Agora não',
    done: 'Código de amigo aplicado: obrigado por entrar por indicação!',
  },
} satisfies Catalogue<typeof en>;
