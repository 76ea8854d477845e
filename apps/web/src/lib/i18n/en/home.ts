export const home = {
  bannersLabel: 'Highlights',
  bannerImage: 'Promotion',
  closeBanner: 'Close this banner',
  popTitle: 'Announcement',
  banners: {
    unbox: {
      kicker: 'Mystery boxes',
      title: 'Unbox the hype',
      text: 'Sneakers, tech, gold and more. Every box shows its odds before you open it.',
      cta: 'Open a box',
    },
    free: {
      kicker: 'New players',
      title: 'Your free box',
      text: 'Sign up and open a free mystery box on us. No deposit needed.',
      cta: 'Claim free box',
    },
    topup: {
      kicker: 'Top-up',
      title: 'Load up & play',
      text: 'Top up from $20 with card or crypto and start unboxing in seconds.',
      cta: 'Top-up now',
    },
    fair: {
      kicker: 'Provably fair',
      title: 'Verify every roll',
      text: 'Server seed, client seed, nonce: recompute any result yourself, right in your browser.',
      cta: 'How it works',
    },
  },
  commitments: {
    title: 'Our commitments',
    fair: { title: 'Provably Fair', text: 'Every result can be verified with your own seeds.' },
    guaranteed: { title: 'Guaranteed Items', text: 'Every box pays out a real prize, every time.' },
    shipping: { title: '100% Trackable Shipping', text: 'Prizes ship worldwide with live tracking.' },
    payment: { title: 'Safe Payment', text: 'Encrypted checkout with trusted providers.' },
  },
};
