import type { depositBonus as en } from '../en/deposit-bonus.ts';
import type { Catalogue } from './index.ts';

/** A página do evento /deposit-bonus (docs/events.md; docs/product/routes.md#events páginas de eventos). */
export const depositBonus = {
  subtitle: 'Toda recarga durante o evento ganha moedas extras.',
  endsIn: 'Termina em',
  startsIn: 'Começa em',
  ended: 'Evento encerrado',
  endedText: 'Este evento acabou. Fique de olho na página inicial para o próximo.',
  upcomingText: 'As recargas contam a partir do início.',
  tiers: 'Faixas de bônus',
  tierLine: 'Recarregue {{amount}} ou mais',
  tierBonus: '+{{percent}}',
  cap: 'Até {{amount}} extras por jogador durante o evento',
  yours: 'Seu bônus até agora',
  yoursDeposits_one: 'de {{count}} recarga',
  yoursDeposits_other: 'de {{count}} recargas',
  remaining: 'Faltam {{amount}} para ganhar',
  capReached: 'Você já tem o bônus completo deste evento',
  signIn: 'Entre para ver seu bônus',
  topUp: 'Recarregar agora',
  how: 'Como funciona',
  how1: 'Recarregue enquanto o evento estiver ativo, com qualquer método.',
  how2: 'Sua recarga ganha a porcentagem da maior faixa que alcançar, somada ao saldo junto com o depósito.',
  how3: 'O bônus para no limite do evento; recargas depois do fim não ganham bônus do evento.',
  unavailable: 'Este evento não está disponível.',
} satisfies Catalogue<typeof en>;
