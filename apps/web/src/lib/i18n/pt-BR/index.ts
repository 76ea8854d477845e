/**
 * Brazilian Portuguese (pt-BR) player-facing catalogue (docs/architecture/web-app.md), one file per English namespace file in
 * `../en/`, each exporting the same names with the same keys. Loaded on demand (dynamic import) when the
 * player's language is pt-BR, so English players never download it. The operator console stays English.
 *
 * `Catalogue<T>` makes tsc check the keys: a missing or extra key in a namespace fails the typecheck.
 *
 * Glossary (keep it consistent; informal "você", short labels):
 *   box = caixa · mystery box = caixa misteriosa · free box = caixa grátis · open = abrir · battle = batalha
 *   top-up = recarga (button: "Recarregar") · deposit = depósito · balance = saldo · coins = moedas
 *   HapaCoins = HapaCoins · item = item · prize = prêmio · My prizes = Meus prêmios · store (prize stash) = estoque
 *   mall = Loja · exchange center = Central de trocas · voucher = cupom · sell (back) = vender · ship = enviar
 *   shipping = envio · shipping fee = frete · order = pedido · upgrade = upgrade · seed = seed
 *   server/client seed = seed do servidor / seed do cliente · (hashed) = (hash) · nonce = nonce · ticket = bilhete
 *   odds = chances · RTP = RTP · return to player = retorno ao jogador · house edge = vantagem da casa
 *   provably fair (prose) = comprovadamente justo · Provably Fair (page/nav) = Justiça Verificável
 *   cash out = resgatar · bet = aposta · round = rodada · seat = lugar · team = equipe · bot = bot
 *   quest = missão · reward = recompensa · claim = resgatar · level = nível · perks = benefícios
 *   Play Ground = Jogos · Earn Money = Ganhe dinheiro · Lucky Wheel = Roda da Sorte · Daily Lottery = Loteria Diária
 *   Double or nothing = Dobro ou nada · log in / sign in = Entrar · sign up = Cadastrar · log out = Sair
 *   kept as they are (brand/product names): HapaBox, VIP, XP, USD, $, Glory Road, Bingo King, Mad Miner,
 *   Treasure Hunter, Flip Cards, Fancy Cards, Pirate 2024, Lucky Trial, Upgrade, M-PESA, Binance Pay, Google Pay.
 *   Numbers inside sentences use pt-BR separators (1.000.000, 1,5); formatted values come from the money/Intl helpers.
 */
import type { resources } from '../resources.ts';

type En = (typeof resources)['en']['translation'];
/** Same keys as the English tree, every leaf a string. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
/** Every English namespace except the operator console's (`ops*`): pt-BR must have them all. */
type PlayerNamespaces = Omit<En, Extract<keyof En, `ops${string}`>>;

// one import line per namespace file, below this line
import { account, protection, social } from './account.ts';
import { auth } from './auth.ts';
import { battles } from './battles.ts';
import { bingo } from './bingo.ts';
import { boxes } from './boxes.ts';
import { catalogue } from './catalogue-extra.ts';
import { common, errors } from './common.ts';
import { contests } from './contests.ts';
import { demo } from './demo.ts';
import { drops } from './drops.ts';
import { fairness } from './fairness.ts';
import { fancyCards } from './fancy-cards.ts';
import { free } from './free.ts';
import { gamesFlip } from './games-flip.ts';
import { pirate, promoEvents } from './games-pirate.ts';
import { treasureHunter } from './games-treasure.ts';
import { gamesUpgrade } from './games-upgrade.ts';
import { games } from './games.ts';
import { home } from './home.ts';
import { footer, nav } from './layout.ts';
import { lottery } from './lottery.ts';
import { luckyStar } from './lucky-star.ts';
import { notifications } from './notifications.ts';
import { serverTexts } from './server-texts.ts';
import { payExtra } from './pay-extra.ts';
import { prizes } from './prizes.ts';
import { referral } from './referral.ts';
import { store } from './store.ts';
import { trial } from './trial.ts';
import { unbox } from './unbox.ts';
import { vip } from './vip.ts';
import { wallet } from './wallet.ts';
import { language } from './language.ts';
import { uiLabels } from './ui-labels.ts';
import { theme } from './theme.ts';
import { telegram } from './telegram.ts';
import { guides } from './guides.ts';
import { chat } from './chat.ts';
import { reviews } from './reviews.ts';
import { depositBonus } from './deposit-bonus.ts';
import { eventPage } from './event-pages.ts';
import { transparency } from './transparency.ts';

export const ptBR = {
  // one line per namespace, below this line
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
  language,
  uiLabels,
  theme,
  telegram,
  guides,
  chat,
  reviews,
  depositBonus,
  eventPage,
  transparency,
} satisfies Catalogue<PlayerNamespaces>;
