import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Drawer, EmptyState, IconChevronLeft, PageSpinner } from '../../../../components/index.ts';
import { APP_MESSAGES, isInApp, postToApp } from '../../../../lib/app-shell.ts';
import { closeTopUp, openAuth, openTopUp, useModals, type TopUpOptions } from '../../../../lib/modals.ts';
import { sessionViewLags, useIsLoggedIn, useSession } from '../../../../lib/session.ts';
import { useIsWide } from '../../../../lib/use-media-query.ts';
import { useDepositConfig } from '../../api/get-deposit-config.ts';
import { usePromotion } from '../../api/get-promotion.ts';
import { useCachedBaseInfo } from '../../api/get-base-info.ts';
import { closeStep, markRetainClosed, RETAIN_DELAY_MS, wasRetainClosed } from '../../lib/close-rules.ts';
import { getSiteCode } from '../../lib/site-code.ts';
import { LeaveConfirmDialog, RetainBoxDialog } from './close-dialogs.tsx';
import { TopUpForm } from './top-up-form.tsx';

/**
 * Top-up (docs/product/routes.md#modals): a side drawer on wide screens, a dialog otherwise, a page in the app shell.
 * Closing (docs/product/states.md): the trial-boost leave confirmation first, then the retain box (new-user free-gift
 * modal, 1 s later) until that modal was closed once; in the app a go-back message is posted.
 */
export function TopUpDialog() {
  const { t } = useTranslation();
  const { topUp, topUpOptions } = useModals();
  const loggedIn = useIsLoggedIn();
  const session = useSession();
  const info = useCachedBaseInfo();
  const wide = useIsWide();
  const inApp = isInApp();
  // read once per opening: ?siteCode=KE selects the country variant
  const siteCode = useMemo(() => (topUp ? getSiteCode() : null), [topUp]);
  // loaded before the config: the promotion banner sits above the methods and must not push them down later, and the
  // random discount it draws is one of the bonuses each quick amount counts (docs/payments.md#deposit-parts)
  const promotion = usePromotion(topUp && loggedIn);
  const config = useDepositConfig(topUp && loggedIn && !promotion.isPending, siteCode);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [retainOpen, setRetainOpen] = useState(false);
  const lastOptions = useRef<TopUpOptions>({});
  if (topUp) lastOptions.current = topUpOptions;

  useEffect(() => {
    // signed out: sign in first. A stored session that the view does not show yet (a first screen still hydrating,
    // lib/session.ts sessionViewLags) is a signed-in player: the dialog opens once the view has it
    if (topUp && !loggedIn && !sessionViewLags()) {
      closeTopUp();
      openAuth('login');
    }
  }, [topUp, loggedIn]);

  useEffect(() => {
    if (!retainOpen) return;
    if (topUp) setRetainOpen(false);
  }, [topUp, retainOpen]);

  function finishClose() {
    closeTopUp();
    if (inApp) postToApp(APP_MESSAGES.goBack);
  }

  function requestClose(leaveConfirmed = false) {
    const data = config.data;
    const step = closeStep({
      trialShareNo: topUpOptions.trialShareNo,
      leaveConfirmed,
      hasRetainBox: Boolean(data?.hasRetainBox && data.retainBox),
      retainClosed: wasRetainClosed(session?.uid),
    });
    if (step === 'confirm-leave') {
      setConfirmLeave(true);
      return;
    }
    finishClose();
    if (step === 'retain' && !inApp) setTimeout(() => setRetainOpen(true), RETAIN_DELAY_MS);
  }

  const body: ReactNode =
    info && !info.canCharge ? (
      <EmptyState title={t('wallet.unavailable')} data-testid="topup-unavailable" />
    ) : config.isPending || promotion.isLoading ? (
      <PageSpinner />
    ) : config.isError || !config.data ? (
      <EmptyState
        title={t('wallet.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => void config.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    ) : config.data.payMethods.length === 0 ? (
      <EmptyState title={t('wallet.unavailable')} />
    ) : (
      <TopUpForm key={config.data.siteCode} config={config.data} siteCode={siteCode} inApp={inApp} options={topUpOptions} />
    );

  const description =
    config.data && config.data.currency !== 'USD'
      ? t('wallet.subtitleVariant', { rate: config.data.exchangeRate, currency: config.data.currency })
      : t('wallet.subtitle');
  const open = topUp && loggedIn;
  const common = {
    open,
    onOpenChange: (next: boolean) => (next ? undefined : requestClose()),
    title: t('wallet.title'),
    description,
    'data-testid': 'topup-dialog',
  };

  const extras = (
    <>
      <LeaveConfirmDialog
        open={confirmLeave}
        onStay={() => setConfirmLeave(false)}
        onLeave={() => {
          setConfirmLeave(false);
          requestClose(true);
        }}
      />
      <RetainBoxDialog
        open={retainOpen}
        box={config.data?.retainBox ?? null}
        onTopUp={() => {
          setRetainOpen(false);
          openTopUp(lastOptions.current);
        }}
        onClose={() => {
          markRetainClosed(session?.uid);
          setRetainOpen(false);
        }}
      />
    </>
  );

  if (inApp) {
    return (
      <>
        {open ? (
          <div
            className="fixed inset-0 z-50 overflow-y-auto bg-bg"
            role="dialog"
            aria-modal="true"
            aria-label={t('wallet.title')}
            data-testid="topup-dialog"
            data-mode="page"
          >
            <header className="sticky top-0 z-10 flex h-14 items-center gap-2 border-b border-line bg-bg/95 px-3">
              <button
                type="button"
                onClick={() => requestClose()}
                className="rounded-lg p-2 text-muted hover:text-fg"
                aria-label={t('wallet.goBack')}
                data-testid="topup-back"
              >
                <IconChevronLeft size={22} />
              </button>
              <h2 className="text-lg font-extrabold">{t('wallet.title')}</h2>
            </header>
            <div className="mx-auto max-w-lg px-4 pb-10 pt-4">
              <p className="mb-4 text-sm text-muted">{description}</p>
              {body}
            </div>
          </div>
        ) : null}
        {extras}
      </>
    );
  }
  return (
    <>
      {wide ? (
        <Drawer {...common} side="right">
          {body}
        </Drawer>
      ) : (
        <Dialog {...common} size="md">
          {body}
        </Dialog>
      )}
      {extras}
    </>
  );
}
