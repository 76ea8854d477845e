import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/index.ts';
import { isInApp } from '../../../lib/app-shell.ts';
import { closeTopUp, openAuth, openTopUp, useModals } from '../../../lib/modals.ts';
import { useRedirect } from '../../../lib/navigation.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

/**
 * `/top-up` (bare layout): the top-up as a page, for the app shell (`?fromHapaBoxApp=true`, docs/product/routes.md#bare-layout "page
 * in app") and deep links (`?referEvent=`, `?trialShareNo=`). Closing it posts go-back in the app and
 * goes home elsewhere; leaving the page closes it.
 */
export default function TopUpPage() {
  const redirect = useRedirect();
  const [params] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const { topUp } = useModals();
  const opened = useRef(false);

  useEffect(() => {
    if (!loggedIn) {
      openAuth('login');
      return;
    }
    if (opened.current) return;
    opened.current = true;
    openTopUp({ referEvent: params.get('referEvent') ?? undefined, trialShareNo: params.get('trialShareNo') ?? undefined });
  }, [loggedIn, params]);

  // the dialog is the page: leaving the page (the browser's back) closes it, so it does not stay over the next one
  useEffect(
    () => () => {
      if (!opened.current) return;
      opened.current = false;
      closeTopUp();
    },
    [],
  );

  // home once the dialog this page opened has closed: not while it is still opening (the open above lands in the
  // next render, so on an in-app navigation this effect first runs with no dialog yet)
  const shown = useRef(false);
  useEffect(() => {
    if (topUp) shown.current = true;
    else if (shown.current && opened.current && !isInApp()) redirect('/');
  }, [topUp, redirect]);

  // the dialog is the page: behind it nothing, not a spinner that never ends
  return topUp ? <div data-testid="top-up-page" /> : <PageSpinner />;
}
