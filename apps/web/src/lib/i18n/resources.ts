import { account, protection, social } from './en/account.ts';
import { auth } from './en/auth.ts';
import { battles } from './en/battles.ts';
import { boxes } from './en/boxes.ts';
import { common, errors } from './en/common.ts';
import { drops } from './en/drops.ts';
import { reviews } from './en/reviews.ts';
import { depositBonus } from './en/deposit-bonus.ts';
import { eventPage } from './en/event-pages.ts';
import { home } from './en/home.ts';
import { fairness } from './en/fairness.ts';
import { free } from './en/free.ts';
import { footer, nav } from './en/layout.ts';
import { store } from './en/store.ts';
import { unbox } from './en/unbox.ts';
import { wallet } from './en/wallet.ts';
import { payExtra } from './en/pay-extra.ts';
import { catalogue } from './en/catalogue-extra.ts';
import { vip } from './en/vip.ts';
import { prizes } from './en/prizes.ts';
import { referral } from './en/referral.ts';
import { games } from './en/games.ts';
import { pirate, promoEvents } from './en/games-pirate.ts';
import { bingo } from './en/bingo.ts';
import { gamesFlip } from './en/games-flip.ts';
import { fancyCards } from './en/fancy-cards.ts';
import { trial } from './en/trial.ts';
import { gamesUpgrade } from './en/games-upgrade.ts';
import { treasureHunter } from './en/games-treasure.ts';
import { luckyStar } from './en/lucky-star.ts';
import { demo } from './en/demo.ts';
import { notifications } from './en/notifications.ts';
import { serverTexts } from './en/server-texts.ts';
import { lottery } from './en/lottery.ts';
import { contests } from './en/contests.ts';
import { theme } from './en/theme.ts';
import { language } from './en/language.ts';
import { uiLabels } from './en/ui-labels.ts';
import { guides } from './en/guides.ts';
import { chat } from './en/chat.ts';
import { telegram } from './en/telegram.ts';
import { transparency } from './en/transparency.ts';

/** English resources, one translation namespace, grouped by area. */
export const resources = {
  en: {
    translation: {
      common,
      errors,
      nav,
      footer,
      auth,
      account,
      protection,
      social,
      boxes,
      drops,
      home,
      unbox,
      store,
      fairness,
      free,
      wallet,
      battles,
      contests,
      payExtra,
      catalogue,
      vip,
      prizes,
      referral,
      games,
      pirate,
      bingo,
      promoEvents,
      gamesFlip,
      fancyCards,
      luckyStar,
      demo,
      trial,
      gamesUpgrade,
      treasureHunter,
      notifications,
      serverTexts,
      lottery,
      theme,
      language,
      uiLabels,
      telegram,
      guides,
      chat,
      reviews,
      depositBonus,
      eventPage,
      transparency,
    },
  },
} as const;
