/**
 * Help and legal pages (docs/product/routes.md#static-pages "Static"; docs/architecture/web-app.md: their prose in i18n). Links are `<name>` tags that the
 * pages fill with router links through `Trans`; keep the tag names in every language.
 */
export const staticPages = {
  nav: 'Help and legal',
  lastUpdated: 'Last updated {{date}}',
  titles: {
    'how-it-works': 'How it works',
    faq: 'FAQ',
    shipping: 'Shipping',
    'contact-us': 'Contact us',
    'referral-rules': 'Referral rules',
    'terms-of-service': 'Terms of Service',
    'privacy-policy': 'Privacy Policy',
    'cookie-policy': 'Cookie Policy',
    'aml-policy': 'AML Policy',
  },
  howItWorks: {
    intro:
      'HapaBox is a mystery-box shop. Every box holds a list of real products, each with published odds. You open a box, a provably-fair draw picks one item, and the prize is yours to keep, ship or sell back for coins.',
    topUpTitle: '1. Top up your balance',
    topUp:
      'Add coins with a card or another payment method from $20. One coin is worth one US dollar. Your balance is shown in the header at all times.',
    pickTitle: '2. Pick a box',
    pick: "Browse boxes by category, search by name and filter by price. Every box page lists each item with its value, its odds in percent and the exact ticket range it owns, plus the box's expected value and return to player (RTP).",
    openTitle: '3. Open it',
    open: 'Choose 1X, 3X or 5X. The server decides each result the moment you press the button, using your seed pair, and only then does the reel spin to show it. Nothing you see on screen changes the outcome.',
    keepTitle: '4. Keep, sell or ship',
    keep: 'Prizes land in <cart>My prizes</cart>. Sell any prize back instantly for coins, or keep it and request shipping with full tracking.',
    verifyTitle: '5. Verify',
    verify:
      'Change your seed pair at any time to reveal the server seed behind your past openings, then check every ticket on the <fair>Provably Fair</fair> page, right in your browser.',
    responsibleTitle: 'Play responsibly',
    responsible:
      'HapaBox is for adults (18+). Opening boxes costs money and most openings return less than the box price on average; the RTP on each box page tells you how much. Set a budget and stop when you reach it.',
  },
  faq: {
    realQ: 'Are the prizes real?',
    realA: 'Yes. Every item is a real product from an authorised supplier. You can sell it back for coins or have it shipped to you.',
    decidedQ: 'How are results decided?',
    decidedA:
      'Each opening draws a ticket from 1 to 1,000,000 with HMAC-SHA256 of our committed server seed, your client seed and a nonce. The item whose ticket range holds the ticket is yours. See <fair>Provably Fair</fair>.',
    changeQ: 'Can HapaBox change a result after I open a box?',
    changeA:
      'No. We show you the SHA-256 hash of the server seed before you play. When the seed is revealed you can check that it matches, and recompute every ticket yourself.',
    evQ: 'What do EV and RTP mean?',
    evA: 'Expected value (EV) is the average value of one opening, computed from every item price and its odds. Return to player (RTP) is EV divided by the box price. Both are shown on every box page.',
    topUpQ: 'How do I top up?',
    topUpA:
      'Press Top-up in the header, pick a payment method and an amount (minimum $20), accept the terms and complete the payment. Your balance updates as soon as the payment is confirmed.',
    sellQ: 'How does selling a prize work?',
    sellA:
      'Open <cart>My prizes</cart>, select one or more items and press "Sell for". The value is added to your balance immediately. A sold prize cannot be shipped.',
    shippingQ: 'How long does shipping take?',
    shippingA:
      'Most orders ship within 3 business days and arrive in 5 to 15 business days depending on your country. See <shipping>Shipping</shipping>.',
    freeQ: 'Is there a free box?',
    freeA: 'Yes. Every player can open the <free>free box</free>; a timer shows when the next one is ready.',
    chargedQ: 'I was charged but my balance did not change.',
    chargedA:
      'Payments are usually confirmed within seconds. If it takes longer than 10 minutes, <contact>contact us</contact> with your order number.',
    whoQ: 'Who can play?',
    whoA: 'Adults aged 18 or over (or the age of majority where you live) in countries where HapaBox is available.',
  },
  shipping: {
    intro:
      'Every prize you keep can be shipped to you with full tracking. Shipping is handled by our fulfilment partners from warehouses in the EU, the US and Asia.',
    requestTitle: 'Requesting shipping',
    request1: 'Open <cart>My prizes</cart>, choose the items you want delivered and request shipping.',
    request2: 'Add a shipping address with street, city, state, postcode and country. All five fields are required.',
    request3: 'Items that are sold back for coins cannot be shipped, and shipped items cannot be sold.',
    timesTitle: 'Delivery times',
    times1: 'Processing: usually within 3 business days.',
    times2: 'Delivery: 5 to 15 business days depending on the destination and the carrier.',
    times3: 'High-value items may need identity verification before they ship.',
    trackingTitle: 'Tracking',
    tracking:
      'As soon as your parcel leaves the warehouse you get a tracking number. The order status moves through processing, packed, shipped, in transit and delivered.',
    customsTitle: 'Customs and duties',
    customs: 'Import duties and taxes charged by your country are your responsibility unless stated otherwise at checkout.',
    damagedTitle: 'Damaged or missing parcels',
    damaged:
      'If a parcel arrives damaged or does not arrive, <contact>contact us</contact> within 14 days of the expected delivery date with your order number and photos. We will replace the item or refund its value in coins.',
  },
  contact: {
    intro: 'We are here every day. Include your account email and, for payments, the order number so we can help faster.',
    channels: {
      support: { title: 'Support', text: 'Orders, payments, account questions. We answer within 24 hours.' },
      shipping: { title: 'Shipping', text: 'Tracking, damaged parcels, address changes.' },
      fairness: { title: 'Fairness', text: 'Questions about seeds, tickets and verification.' },
      partners: { title: 'Partnerships', text: 'Creators, brands and affiliates.' },
    },
    beforeTitle: 'Before you write',
    before:
      'Many answers are already in the <faq>FAQ</faq>. For a result you want to check, the <fair>Provably Fair</fair> page lets you verify any opening yourself.',
    responsibleTitle: 'Responsible play',
    responsible:
      'If you want to limit or close your account, write to support with the subject "Self-exclusion" and we will act on it within 24 hours.',
  },
  terms: {
    intro: 'These terms govern your use of HapaBox ("we", "us"). By creating an account or using the site you agree to them.',
    eligibilityTitle: '1. Eligibility',
    eligibility:
      'You must be at least 18 years old, or the age of majority where you live if higher, and HapaBox must be lawful in your country. One account per person.',
    accountTitle: '2. Your account',
    account:
      'Keep your login details safe. You are responsible for activity on your account. We may suspend accounts that break these terms, are used for fraud or money laundering, or are required to be closed by law.',
    coinsTitle: '3. Coins',
    coins:
      'Coins are bought with a deposit (minimum $20) and are worth one US dollar each for use on HapaBox. Coins are not a bank deposit, earn no interest and cannot be exchanged back to cash except where the law requires it.',
    boxesTitle: '4. Mystery boxes',
    boxes1:
      'Each box page shows every item, its value and its odds. Results are decided by the provably-fair method described on the <fair>Provably Fair</fair> page and are final.',
    boxes2: 'The price of a box is charged when you open it. An opening cannot be cancelled.',
    boxes3: 'Item values are our reference prices and may differ from retail prices in your country.',
    prizesTitle: '5. Prizes',
    prizes:
      'Prizes are stored in your account. You can sell a prize back for its listed value in coins, or request shipping (see <shipping>Shipping</shipping>). Once sold, a prize cannot be shipped.',
    paymentsTitle: '6. Payments and refunds',
    payments:
      'Deposits are processed by third-party payment providers. Deposits used to open boxes are not refundable. Chargebacks on completed deposits lead to account suspension.',
    responsibleTitle: '7. Responsible play',
    responsible:
      'Opening boxes involves chance and the average return is below the price paid. Only play with money you can afford to lose. You can ask us to limit or close your account at any time.',
    liabilityTitle: '8. Liability',
    liability:
      'We provide HapaBox "as is". To the extent allowed by law we are not liable for indirect losses, or for losses caused by events outside our control.',
    changesTitle: '9. Changes',
    changes: 'We may update these terms. The new version applies from the date on this page; we will tell you about important changes.',
    contactTitle: '10. Contact',
    contact: 'Questions about these terms: <contact>contact us</contact>.',
  },
  privacy: {
    intro: 'This policy explains what personal data HapaBox collects, why, and the choices you have.',
    collectTitle: 'What we collect',
    collectAccount: 'Account data: email address, nickname, password (stored only as a secure hash).',
    collectPlay: 'Play data: openings, seeds, prizes, balance changes and orders.',
    collectPayment:
      'Payment data: order numbers, amounts and, for cards, the last four digits and brand. Full card numbers are handled by our payment providers, never by us.',
    collectShipping: 'Shipping data: the address you give for deliveries.',
    collectTechnical: 'Technical data: device, browser, IP address and session identifiers, used for security and fraud prevention.',
    whyTitle: 'Why we use it',
    whyRun: 'To run your account, process payments, deliver prizes and provide support.',
    whyLegal: 'To meet legal duties, including anti-money-laundering checks (see the <aml>AML Policy</aml>).',
    whySecure: 'To keep the service secure and prevent fraud and abuse.',
    sharingTitle: 'Sharing',
    sharing:
      'We share data only with payment providers, shipping partners and service providers that process it for us under contract, and with authorities when the law requires it. We do not sell personal data.',
    retentionTitle: 'Retention',
    retention: 'We keep account and transaction records for as long as your account is open and afterwards for the period required by law.',
    rightsTitle: 'Your rights',
    rights:
      'You can ask for a copy of your data, its correction or deletion, and object to certain uses. Write to us via <contact>Contact us</contact>.',
    cookiesTitle: 'Cookies',
    cookies: 'See our <cookies>Cookie Policy</cookies>.',
  },
  cookies: {
    intro: "HapaBox uses cookies and your browser's local storage to keep you signed in and to remember your preferences.",
    storeTitle: 'What we store',
    essential: '<b>Essential:</b> your session, so you stay logged in, and security tokens. The site does not work without them.',
    preferences:
      '<b>Preferences:</b> choices such as quick-open, your language and which guides you have already seen. Guides and quick-open are cleared when you log out.',
    payments: '<b>Payments:</b> the number of your last top-up order, so we can show its result when you come back from the payment page.',
    thirdTitle: 'Third parties',
    third: 'Payment providers may set their own cookies on their pages during checkout; their policies apply there.',
    choicesTitle: 'Your choices',
    choices: 'You can clear cookies and local storage in your browser settings at any time. Clearing essential storage logs you out.',
  },
  aml: {
    intro:
      'HapaBox is committed to preventing money laundering and the financing of terrorism. This policy summarises the controls we apply.',
    kycTitle: 'Know your customer',
    kyc: 'We may ask you to verify your identity, your address and the source of funds, in particular before large deposits, withdrawals of referral commissions or the shipment of high-value prizes.',
    monitoringTitle: 'Monitoring',
    monitoring1:
      'Every balance change is recorded in a double-entry ledger and can be traced to a deposit, an opening, a sale or a payout.',
    monitoring2:
      'We monitor for unusual patterns such as rapid deposits and sales without play, multiple accounts, or payments from third parties.',
    monitoring3: 'Payments must come from an account or card in your own name.',
    actionsTitle: 'Actions',
    actions:
      'We may delay, refuse or reverse transactions, suspend accounts and report suspicious activity to the competent authorities, as the law requires. We do not tell a customer when a report has been made.',
    recordsTitle: 'Record keeping',
    records: 'Identification and transaction records are kept for at least five years after an account is closed.',
  },
  referral: {
    intro: 'Invite friends to HapaBox with your personal referral link or code and earn a commission on their deposits.',
    commissionTitle: 'Commission',
    rate: 'You earn <b>{{rate}}% of every deposit</b> a friend you referred makes (the coins they paid for; bonuses are not counted), rounded down to the cent.',
    period:
      'The commission is earned on deposits made within <b>{{days}} days</b> of the moment the friend joined through your link or entered your code.',
    credited:
      'It is credited to your separate commission balance, shown on the Earn Money page, as soon as the deposit is confirmed. One level only: you earn on the friends you invited, not on the friends they invite.',
    once: 'A friend is linked to one referrer, once, either by signing up through a link or by entering a code later. Nobody can use their own code.',
    usingTitle: 'Using your commission',
    move: 'Move any part of it to your coin balance at any time. Moved commission becomes coins for play and can no longer be withdrawn in crypto.',
    withdraw:
      'Withdraw it in crypto from <b>{{min}}</b>. After the network fee the payout must be above {{minCoin}} of the coin. Networks:',
    network: '{{coin}} — network fee {{fee}}',
    review:
      'The amount is reserved when you request the withdrawal. Our finance team reviews it, usually within 24 hours, and pays it to your address; the transaction hash then appears in your withdrawal history. A rejected withdrawal returns the full amount to your commission balance.',
    address: 'Check your address and network: a payout sent to the address you entered cannot be reversed.',
    promoTitle: 'Promo codes',
    promo:
      'Promo (distribution) codes give coins or a box. Each code can be claimed once per player, only between its start and end, and while it has uses left.',
    attempts: 'You can try {{count}} codes per {{hours}} hour; after that, please wait (“Too many attempts”).',
    fairTitle: 'Fair play',
    flagged:
      'A referral is <b>flagged for review</b> when the new account signs up from the same device, or the same public internet address, that the referrer used to sign up or to open the Earn Money page. A flagged referral earns no commission while it is under review.',
    fake: 'Fake accounts, self-referrals and incentivised spam lead to the loss of commissions and to account closure.',
    changes:
      'HapaBox may change these rules with notice on this page; commission already credited is never taken back for a change of rules.',
  },
};
