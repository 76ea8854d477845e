import type { telegram as en } from '../en/telegram.ts';
import type { Catalogue } from './index.ts';

/** Mini App do Telegram, o app nativo (aviso de atualização, pagamento) e o harness /dev/telegram (docs/architecture/web-app.md, docs/product/README.md, docs/product/states.md, docs/product/roles.md#app-shell-and-telegram, docs/product/errors.md). */
export const telegram = {
  signingIn: 'Entrando com o Telegram…',
  signInFailed: 'Não conseguimos entrar com o Telegram.',
  retry: 'Tentar de novo',
  main: {
    open: 'Abrir',
    topUp: 'Recarregar',
  },
  appUpdate: {
    title: 'Atualize o seu app',
    text: 'Atualize o seu app para usar este recurso',
    ok: 'OK',
  },
  payment: {
    checking: 'Verificando o seu pagamento…',
    success: 'Recarga concluída',
  },
  harness: {
    title: 'Harness do Telegram',
    subtitle: 'O app dentro de uma moldura no estilo do Telegram, conectado com dados de teste. Só em desenvolvimento.',
    person: 'Pessoa de teste',
    name: 'Nome',
    theme: 'Tema do Telegram',
    dark: 'Escuro',
    light: 'Claro',
    start: 'Abrir o mini app',
    back: 'Apertar Voltar',
    main: 'Apertar o botão principal',
    backVisible: 'Botão Voltar visível',
    backHidden: 'Botão Voltar oculto',
    mainButton: 'Botão principal: {{text}}',
    mainHidden: 'Botão principal oculto',
    events: 'Mensagens do mini app',
    empty: 'Nenhuma mensagem ainda.',
    lastLink: 'Link aberto: {{url}}',
    failed: 'Não foi possível assinar os dados de teste (o sandbox de login está ativo?).',
    frameTitle: 'Mini app',
    botName: 'HapaBox',
  },
} satisfies Catalogue<typeof en>;
