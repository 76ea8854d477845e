import type { demo as en } from '../en/demo.ts';
import type { Catalogue } from './index.ts';

/** Modo demo (docs/product/states.md#demo-mode; docs/architecture/web-app.md): a barra, a abertura demo e o resultado. */
export const demo = {
  badge: 'Demo',
  title: 'Modo demo',
  creditsLabel: 'créditos demo',
  left: 'Termina em',
  cta: 'Cadastre-se para jogar de verdade',
  open: 'Abrir na demo',
  openHint: 'Usa créditos demo. Chances reais, sem prêmio real.',
  notEnough: 'Esta caixa custa mais que seus créditos demo. Cadastre-se para abri-la de verdade.',
  resultTitle: 'Prêmio demo',
  resultText: 'Você teria ganhado {{item}} no valor de {{amount}}. Cadastre-se para ganhar prêmios assim de verdade.',
  again: 'Abrir de novo na demo',
  signUp: 'Cadastre-se e ganhe de verdade',
  fair: 'Seed do servidor demo {{seed}}: o bilhete {{ticket}} confere com a fórmula da caixa (seed do cliente "demo", nonce 0).',
  ended: 'Sua hora de demo terminou. Cadastre-se para continuar jogando.',
} satisfies Catalogue<typeof en>;
