/** The 90%-off Lucky Trial (docs/games.md; docs/product/routes.md#events /ninety-percent-off, the modal "You got a Lucky Trial!", docs/product/errors.md#client-handling texts). */
export const trial = {
  nav: '90% Off Lucky Trial',
  title: '90% Off Lucky Trial',
  subtitle: 'Open a real box for a tenth of its price. Every new player gets one Lucky Trial; friends can help you earn more.',
  off: '{{percent}} OFF',
  open: 'Open for {{price}}',
  opening: 'Opening…',
  expiresIn: 'Expires in',
  expired: 'This Lucky Trial has expired.',
  used: 'You have opened your Lucky Trial.',
  none: 'You have no Lucky Trial right now.',
  more: 'Ask friends to help you and get another one.',
  available_one: '{{count}} Lucky Trial ready',
  available_other: '{{count}} Lucky Trials ready',
  realPrice: 'Real price',
  trialPrice: 'Trial price',
  seeBox: 'See the box and its odds',
  // after the opening
  verify: 'This opening is provably fair: nonce {{nonce}}, ticket {{ticket}}. Check it on Provably Fair.',
  // boosts
  boostTitle: 'Get another Lucky Trial',
  boostText_one:
    'Every friend who helps you gives you one more Lucky Trial. Friends need VIP 1 to help; each friend helps you once, and anyone at most once a day.',
  boostText_other:
    'Every {{count}} friends who help you give you one more Lucky Trial. Friends need VIP 1 to help; each friend helps you once, and anyone at most once a day.',
  progress: '{{received}} of {{needed}} helps',
  progressLabel: 'Helps toward your next Lucky Trial',
  progressLabelFriend: "Helps toward {{name}}'s next Lucky Trial",
  earned_one: 'Friends have earned you {{count}} Lucky Trial so far.',
  earned_other: 'Friends have earned you {{count}} Lucky Trials so far.',
  shareLink: 'Your share link',
  copy: 'Copy link',
  // a friend's link
  friendTitle: "{{name}}'s Lucky Trial",
  friendText: 'Help {{name}} open {{box}} for {{price}}. {{needed}} helps give them one more Lucky Trial.',
  help: 'Help',
  helped: 'Thank you! Your help was counted.',
  helpedGranted: 'Thank you! Your help completed a Lucky Trial for {{name}}.',
  alreadyHelped: 'You have already helped this friend.',
  ownLink: 'This is your own link: share it with friends so they can help you.',
  needVip: 'VIP 1 needed to help your friend get Lucky Trial',
  needVipText: 'Top up to reach VIP 1, then come back to help.',
  topUp: 'Top up',
  yourOwn: 'Your own Lucky Trial',
  topUpNote: 'Reach VIP 1 with this top-up and help {{name}} get a Lucky Trial.',
  linkInvalid: 'This Lucky Trial link is not valid.',
  // signed out
  signInTitle: 'Sign up and open a box at 90% off',
  signInText: 'Every new player gets a Lucky Trial: one box opened for a tenth of its price. Log in or sign up to claim yours.',
  signUp: 'Sign up',
  logIn: 'Log in',
  // the modal
  modalTitle: 'You got a Lucky Trial!',
  modalText: 'Open {{box}} for only {{price}} instead of {{real}}. Hurry, it expires in {{hours}} hours.',
  modalGo: 'Open it now',
  modalLater: 'Later',
  // rules
  rulesTitle: 'How the Lucky Trial works',
  rule1: 'A Lucky Trial opens {{box}} once for {{price}} instead of {{real}}: {{percent}} off, rounded up to the cent.',
  rule2:
    'It is a normal box opening: the prize comes from your box seed (seed type 1) with its own nonce, and you can verify it on Provably Fair. The prize goes to My Prizes.',
  rule3: 'A Lucky Trial is valid for {{hours}} hours from when you get it.',
  rule4_one:
    'Every friend who helps you earns you one more Lucky Trial. A helper needs VIP 1, cannot help themselves, helps each friend once and helps at most once every 24 hours.',
  rule4_other:
    'Every {{count}} friends who help you earn you one more Lucky Trial. A helper needs VIP 1, cannot help themselves, helps each friend once and helps at most once every 24 hours.',
  loadFailed: 'The Lucky Trial could not be loaded.',
};
