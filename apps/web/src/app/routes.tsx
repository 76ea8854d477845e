import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams, type RouteObject } from 'react-router';
import { STATIC_PAGE_ORDER } from '../features/static-pages/content/titles.ts';
import { PageSpinner } from '../components/index.ts';
import { RouterErrorElement } from './error-boundary.tsx';
import { BareLayout } from './layouts/bare-layout.tsx';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { Root } from './root.tsx';

const HomePage = lazy(() => import('./routes/home.tsx'));
const BoxesListPage = lazy(() => import('./routes/boxes-list.tsx'));
const BoxDetailPage = lazy(() => import('./routes/box-detail.tsx'));
const FreePage = lazy(() => import('./routes/free.tsx'));
const CartPage = lazy(() => import('./routes/cart.tsx'));
const ProvablyFairPage = lazy(() => import('./routes/provably-fair.tsx'));
const TransparencyPage = lazy(() => import('../features/transparency/pages/transparency-page.tsx'));
const StaticPage = lazy(() => import('./routes/static-page.tsx'));
const SandboxCheckoutPage = lazy(() => import('./routes/sandbox-checkout.tsx'));
const PaymentResultPage = lazy(() => import('./routes/payment-result.tsx'));
const NotFoundPage = lazy(() => import('./routes/not-found.tsx'));
const ErrorPage = lazy(() => import('./routes/error-page.tsx'));
const FbLandingPage = lazy(() => import('../features/free/pages/fb-landing-page.tsx'));
const BattlesPage = lazy(() => import('../features/battles/pages/battles-page.tsx'));
const CreateBattlePage = lazy(() => import('../features/battles/pages/create-battle-page.tsx'));
const BattleDetailPage = lazy(() => import('../features/battles/pages/battle-detail-page.tsx'));
const BattleHistoryPage = lazy(() => import('../features/battles/pages/battle-history-page.tsx'));
const ContestPage = lazy(() => import('../features/contests/pages/contest-page.tsx'));
const ChallengePage = lazy(() => import('../features/contests/pages/challenge-page.tsx'));
const ChallengeBotPage = lazy(() => import('../features/contests/pages/challenge-bot-page.tsx'));
const ChallengeBossPage = lazy(() => import('../features/contests/pages/challenge-boss-page.tsx'));
const WooshpayPage = lazy(() => import('../features/wallet/pages/wooshpay-page.tsx'));
const BinancePaymentPage = lazy(() => import('../features/wallet/pages/binance-payment-page.tsx'));
const BinancePaymentResultPage = lazy(() => import('../features/wallet/pages/binance-payment-result-page.tsx'));
const CryptoPaymentOrderPage = lazy(() => import('../features/wallet/pages/crypto-payment-order-page.tsx'));
const AppCardPaymentResultPage = lazy(() => import('../features/wallet/pages/app-card-payment-result-page.tsx'));
const StripePage = lazy(() => import('../features/wallet/pages/stripe-page.tsx'));
const StatsPage = lazy(() => import('../features/wallet/pages/stats-page.tsx'));
const TopUpPage = lazy(() => import('../features/wallet/pages/top-up-page.tsx'));
const ProfilePage = lazy(() => import('../features/account/pages/profile-page.tsx'));
const AddressPage = lazy(() => import('../features/account/pages/address-page.tsx'));
const AddAddressPage = lazy(() => import('../features/account/pages/add-address-page.tsx'));
const EditAddressPage = lazy(() => import('../features/account/pages/edit-address-page.tsx'));
const DeleteAccountPage = lazy(() => import('../features/account/pages/delete-account-page.tsx'));
const SignUpConfirmPage = lazy(() => import('../features/account/pages/sign-up-confirm-page.tsx'));
const DevMailboxPage = lazy(() => import('../features/account/pages/dev-mailbox-page.tsx'));
const DevTelegramPage = lazy(() => import('../features/telegram/dev-harness-page.tsx'));
const SandboxConsentPage = lazy(() => import('../features/account/pages/sandbox-consent-page.tsx'));
const VipPage = lazy(() => import('../features/vip/pages/vip-page.tsx'));
const GloryRoadPage = lazy(() => import('../features/vip/pages/glory-road-page.tsx'));
const NotificationPage = lazy(() => import('../features/notifications/pages/notification-page.tsx'));
const LuckyWheelPage = lazy(() => import('../features/vip/pages/lucky-wheel-page.tsx'));
const MadMinerPage = lazy(() => import('../features/games/mines/pages/mad-miner-page.tsx'));
const PiratePage = lazy(() => import('../features/games/pirate/pages/pirate-page.tsx'));
const DepositBonusPage = lazy(() => import('../features/deposit-bonus/pages/deposit-bonus-page.tsx'));
const DailyLotteryPage = lazy(() => import('../features/lottery/pages/daily-lottery-page.tsx'));
const BingoPage = lazy(() => import('../features/bingo/pages/bingo-page.tsx'));
const FlipCardPage = lazy(() => import('../features/games/flip/pages/flip-card-page.tsx'));
const FancyCardsPage = lazy(() => import('../features/fancy-cards/pages/fancy-cards-page.tsx'));
const TreasureHomePage = lazy(() => import('../features/games/treasure/pages/treasure-home-page.tsx'));
const TreasurePlayPage = lazy(() => import('../features/games/treasure/pages/treasure-play-page.tsx'));
const UpgradePage = lazy(() => import('../features/games/upgrade/pages/upgrade-page.tsx'));
const GameHistoryPage = lazy(() => import('../features/games/pages/game-history-page.tsx'));
const LuckyTrialPage = lazy(() => import('../features/trial/pages/lucky-trial-page.tsx'));
const CheckOrderPage = lazy(() => import('../features/prizes/pages/check-order-page.tsx'));
const OrdersPage = lazy(() => import('../features/prizes/pages/orders-page.tsx'));
const OrderDetailPage = lazy(() => import('../features/prizes/pages/order-detail-page.tsx'));
const MallPage = lazy(() => import('../features/prizes/pages/mall-page.tsx'));
const ExchangeCenterPage = lazy(() => import('../features/prizes/pages/exchange-center-page.tsx'));
const ItemCardPage = lazy(() => import('../features/prizes/pages/item-card-page.tsx'));
// the operator console (docs/architecture/console.md): its own route tree, layout and strings, one lazy chunk players never load
const ReferralPage = lazy(() => import('../features/referral/pages/referral-page.tsx'));
const ReferralLinkPage = lazy(() => import('../features/referral/pages/referral-link-page.tsx'));
const OpsApp = lazy(() => import('../features/ops/ops-app.tsx'));

/** /search-result?keyword= is the spec's name for the list with a keyword. */
function SearchResultRedirect() {
  const [params] = useSearchParams();
  const keyword = params.get('keyword') ?? params.get('q') ?? '';
  return <Navigate to={keyword ? `/boxes-list?keyword=${encodeURIComponent(keyword)}` : '/boxes-list'} replace />;
}

/**
 * Every page of the app: the browser router (router.tsx) and the server's first-screen render (entry-server.tsx)
 * are made from this one table.
 */
export const routes: RouteObject[] = [
  {
    path: 'ops/*',
    errorElement: <RouterErrorElement />,
    element: (
      <Suspense fallback={<PageSpinner />}>
        <OpsApp />
      </Suspense>
    ),
  },
  {
    element: <Root />,
    errorElement: <RouterErrorElement />,
    children: [
      {
        element: <DefaultLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'boxes', element: <HomePage /> },
          { path: 'boxes-list', element: <BoxesListPage /> },
          { path: 'search-result', element: <SearchResultRedirect /> },
          { path: 'box-detail/:boxInfo', element: <BoxDetailPage /> },
          { path: 'free', element: <FreePage /> },
          { path: 'battles', element: <BattlesPage /> },
          { path: 'battles/create', element: <CreateBattlePage /> },
          { path: 'battles/detail/:battleInfo', element: <BattleDetailPage /> },
          { path: 'battles/history', element: <BattleHistoryPage /> },
          { path: 'battles/contest', element: <ContestPage /> },
          { path: 'battles/challenge', element: <ChallengePage /> },
          { path: 'battles/challenge-bot', element: <ChallengeBotPage /> },
          { path: 'battles/challenge-boss', element: <ChallengeBossPage /> },
          { path: 'user/cart', element: <CartPage /> },
          { path: 'user/check-order', element: <CheckOrderPage /> },
          { path: 'user/order', element: <OrdersPage /> },
          { path: 'user/order-detail', element: <OrderDetailPage /> },
          { path: 'mall', element: <MallPage /> },
          { path: 'exchange-center', element: <ExchangeCenterPage /> },
          { path: 'item-card', element: <ItemCardPage /> },
          { path: 'user/stats', element: <StatsPage /> },
          { path: 'user/game-history', element: <GameHistoryPage /> },
          { path: 'ninety-percent-off', element: <LuckyTrialPage /> },
          { path: 'mad-miner', element: <MadMinerPage /> },
          { path: 'pirate-2024', element: <PiratePage /> },
          { path: 'deposit-bonus', element: <DepositBonusPage /> },
          { path: 'daily-lottery', element: <DailyLotteryPage /> },
          { path: 'bingo', element: <BingoPage /> },
          { path: 'flip-card', element: <FlipCardPage /> },
          { path: 'fancy-cards', element: <FancyCardsPage /> },
          { path: 'treasureh', element: <TreasureHomePage /> },
          { path: 'treasure', element: <TreasurePlayPage /> },
          { path: 'upgrade', element: <UpgradePage /> },
          { path: 'user/crypto-payment-order', element: <CryptoPaymentOrderPage /> },
          { path: 'user/profile', element: <ProfilePage /> },
          { path: 'user/address', element: <AddressPage /> },
          { path: 'user/add-address', element: <AddAddressPage /> },
          { path: 'user/edit-address', element: <EditAddressPage /> },
          { path: 'user/delete-account', element: <DeleteAccountPage /> },
          { path: 'dev/mailbox', element: <DevMailboxPage /> },
          { path: 'binance-payment', element: <BinancePaymentPage /> },
          { path: 'binance-payment-result', element: <BinancePaymentResultPage /> },
          { path: 'vip', element: <VipPage /> },
          { path: 'glory-road', element: <GloryRoadPage /> },
          { path: 'notification', element: <NotificationPage /> },
          { path: 'lucky-wheel', element: <LuckyWheelPage /> },
          { path: 'referral', element: <ReferralPage /> },
          { path: 'r/:code', element: <ReferralLinkPage /> },
          { path: 'ref/:code', element: <ReferralLinkPage /> },
          { path: 'provably-fair', element: <ProvablyFairPage /> },
          { path: 'transparency', element: <TransparencyPage /> },
          { path: 'fairness', element: <ProvablyFairPage /> },
          { path: 'help', element: <Navigate to="/faq" replace /> },
          ...STATIC_PAGE_ORDER.map((slug) => ({ path: slug, element: <StaticPage slug={slug} /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <BareLayout />,
        handle: { bare: true },
        children: [
          { path: 'sandbox/checkout/:orderNo', element: <SandboxCheckoutPage /> },
          { path: 'payment-result', element: <PaymentResultPage /> },
          { path: 'wooshpay', element: <WooshpayPage /> },
          { path: 'app-card-payment-result', element: <AppCardPaymentResultPage /> },
          { path: 'stripe', element: <StripePage /> },
          { path: 'top-up', element: <TopUpPage /> },
          { path: 'sign-up-confirm', element: <SignUpConfirmPage /> },
          { path: 'auth/sandbox/:provider', element: <SandboxConsentPage /> },
          { path: 'dev/telegram', element: <DevTelegramPage /> },
          // docs/product/routes.md#bare-layout bare routes: the error page and the Facebook ad landing
          { path: 'error', element: <ErrorPage /> },
          { path: 'fb-landing-page', element: <FbLandingPage /> },
        ],
      },
    ],
  },
];
