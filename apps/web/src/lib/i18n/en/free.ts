/** /free and the free box guide. */
export const free = {
  title: 'Free Box',
  subtitle: 'A mystery box on the house. Real prizes, the same provably-fair draw as every other box.',
  open: 'Open Free Box',
  signUpToOpen: 'Sign up to open free',
  nextIn: 'Next free box in',
  guideTitle: 'Your free box is waiting',
  guideText: 'Open a HapaBox mystery box without spending a coin.',
  steps: {
    signup: 'Create your account in seconds',
    open: 'Open the free box and watch the reel',
    keep: 'Keep your prize or sell it for coins',
  },
  howTitle: 'How the free box works',
  how: [
    'Every player can open the free box. When it is on cooldown, a timer shows when the next one is ready.',
    'The result is drawn with your own seed pair, exactly like a paid box, so you can verify it on the Provably Fair page.',
    'Prizes go to My prizes, where you can keep them or sell them back for coins.',
  ],
  guide: 'How it works',
};
