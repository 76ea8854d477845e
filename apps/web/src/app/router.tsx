import { lazy } from 'react';
import { createBrowserRouter, Navigate, useSearchParams } from 'react-router';
import { STATIC_PAGE_ORDER } from '../features/static-pages/content/titles.ts';
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
const StaticPage = lazy(() => import('./routes/static-page.tsx'));
const SandboxCheckoutPage = lazy(() => import('./routes/sandbox-checkout.tsx'));
const PaymentResultPage = lazy(() => import('./routes/payment-result.tsx'));
const NotFoundPage = lazy(() => import('./routes/not-found.tsx'));
const BattlesPage = lazy(() => import('../features/battles/pages/battles-page.tsx'));
const CreateBattlePage = lazy(() => import('../features/battles/pages/create-battle-page.tsx'));
const BattleDetailPage = lazy(() => import('../features/battles/pages/battle-detail-page.tsx'));
const BattleHistoryPage = lazy(() => import('../features/battles/pages/battle-history-page.tsx'));
const WooshpayPage = lazy(() => import('../features/wallet/pages/wooshpay-page.tsx'));
const BinancePaymentPage = lazy(() => import('../features/wallet/pages/binance-payment-page.tsx'));
const BinancePaymentResultPage = lazy(() => import('../features/wallet/pages/binance-payment-result-page.tsx'));
const CryptoPaymentOrderPage = lazy(() => import('../features/wallet/pages/crypto-payment-order-page.tsx'));
const AppCardPaymentResultPage = lazy(() => import('../features/wallet/pages/app-card-payment-result-page.tsx'));
const StripePage = lazy(() => import('../features/wallet/pages/stripe-page.tsx'));
const StatsPage = lazy(() => import('../features/wallet/pages/stats-page.tsx'));
const TopUpPage = lazy(() => import('../features/wallet/pages/top-up-page.tsx'));


/** /search-result?keyword= is the spec's name for the list with a keyword. */
function SearchResultRedirect() {
  const [params] = useSearchParams();
  const keyword = params.get('keyword') ?? params.get('q') ?? '';
  return <Navigate to={keyword ? `/boxes-list?keyword=${encodeURIComponent(keyword)}` : '/boxes-list'} replace />;
}

export const router = createBrowserRouter([
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
          { path: 'user/cart', element: <CartPage /> },
          { path: 'user/stats', element: <StatsPage /> },
          { path: 'user/crypto-payment-order', element: <CryptoPaymentOrderPage /> },
          { path: 'binance-payment', element: <BinancePaymentPage /> },
          { path: 'binance-payment-result', element: <BinancePaymentResultPage /> },
          { path: 'provably-fair', element: <ProvablyFairPage /> },
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
        ],
      },
    ],
  },
]);
