import { Suspense, useEffect } from 'react';
import { releaseFirstScreen } from '../../lib/first-screen.ts';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/index.ts';
import { RouteErrorBoundary } from '../error-boundary.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { showsFooter } from './footer-visibility.ts';
import { LandingNoticeBanner } from './landing-notice.tsx';
import { LuckyStarToast } from '../../features/lucky-star/index.ts';
import { NotificationCards } from '../../features/notifications/index.ts';
import { DemoBar, useDemo, useDemoLifecycle } from '../../features/demo/index.ts';
import { ChannelGuidePop, DownloadBanner, DropPop, FloatingBall, GameGate, TopTip, TopUpGuide } from '../../features/guides/index.ts';

/** Inside the page's Suspense boundary: its effect runs once the page itself has hydrated (or rendered). */
function PageReady() {
  useEffect(releaseFirstScreen, []);
  return null;
}

/** Header + demo bar (demo mode) + page + footer (not on game pages nor in demo mode, docs/product/routes.md#navigation) + mobile bottom navigation. */
export function DefaultLayout() {
  const { pathname } = useLocation();
  useDemoLifecycle();
  const demo = useDemo();
  return (
    <div className="flex min-h-dvh flex-col">
      <DownloadBanner />
      <Header />
      <TopTip />
      <DemoBar />
      <LandingNoticeBanner />
      <main className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-3 pb-24 pt-4 md:px-6 md:pb-10 md:pt-6" id="main">
        <RouteErrorBoundary>
          <Suspense fallback={<PageSpinner />}>
            <GameGate>
              <Outlet />
            </GameGate>
            <PageReady />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {showsFooter(pathname) && !demo.on ? <Footer /> : null}
      <BottomNav />
      <LuckyStarToast />
      <NotificationCards />
      <FloatingBall />
      <TopUpGuide />
      <ChannelGuidePop />
      <DropPop />
    </div>
  );
}
