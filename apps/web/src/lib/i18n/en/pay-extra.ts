/** Extra payment texts: Google Pay and wallet sandbox pages, the card trade page with 3-D Secure, live prices, the top-up promotion. */
export const payExtra = {
  gpay: {
    title: 'Google Pay',
    text: 'Pay with the card saved in your Google account. In the sandbox, the Google Pay sheet is simulated.',
    card: 'Visa •••• 4242 (test)',
    pay: 'Pay with Google Pay',
  },
  wallet: {
    text: 'Log in to your {{label}} wallet and approve the payment to HapaBox.',
    approve: 'Approve in wallet',
  },
  trade: {
    checking: 'Checking card...',
    unsupported: 'This card is not supported, please try another card or other payment method',
    brands: 'We accept Visa and Mastercard',
    cancel: 'Cancel payment',
    cancelled: 'Payment cancelled',
    threeDs: {
      title: '3-D Secure check',
      bank: 'Your bank',
      code: 'Verification code',
      submit: 'Verify',
      close: 'Cancel verification',
      testHint: 'Test issuer: the code is {{code}}; any other code fails the payment.',
    },
  },
  price: {
    live: 'Live price',
    static: 'Static price (offline default)',
    stale: 'The crypto price is out of date, please try again in a moment',
  },
  promo: {
    title: 'Random discount',
    offered: '{{amount}} off: added to your next top-up of {{min}} or more',
    upTo: 'Up to {{max}} off your top-up',
    paid: 'Your random discount has been used',
  },
};
