/** Demo mode (docs/product/states.md#demo-mode; docs/architecture/web-app.md): the bar, the demo opening and its result. */
export const demo = {
  badge: 'Demo',
  title: 'Demo mode',
  creditsLabel: 'demo credits',
  left: 'Ends in',
  cta: 'Sign up to play for real',
  open: 'Demo open',
  openHint: 'Uses demo credits. Real odds, no real prize.',
  notEnough: 'This box costs more than your demo credits. Sign up to open it for real.',
  resultTitle: 'Demo prize',
  resultText: 'You would have won {{item}} worth {{amount}}. Sign up to win prizes like this for real.',
  again: 'Demo open again',
  signUp: 'Sign up and win it for real',
  fair: 'Demo server seed {{seed}}: ticket {{ticket}} checks with the box formula (client seed "demo", nonce 0).',
  ended: 'Your demo hour has ended. Sign up to keep playing.',
};
