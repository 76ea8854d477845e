import type { PrepayResult } from '@hapa/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { isInApp, openPaymentPage } from '../../../lib/app-shell.ts';
import { closeTopUp } from '../../../lib/modals.ts';
import { toast } from '../../../lib/toast-store.ts';
import { nextStep, saveLastOrder } from '../lib/pay-flow.ts';

/**
 * Runs a prepay once (no double submit, docs/product/validation.md) and follows its flow (docs/product/states.md#payments "Payment after prepay"):
 * stores the current order, then goes to the wooshpay / Binance / crypto order page, the provider's page,
 * or stays for the M-PESA STK push (`stk` is set). Errors land in `serverError` with the server's text.
 */
export function usePaySubmit(opts: { referEvent?: string; onLeave?: () => void } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [stk, setStk] = useState<PrepayResult | null>(null);

  function follow(res: PrepayResult) {
    saveLastOrder({
      orderNo: res.orderNo,
      payType: res.payType,
      payTypeCode: res.payTypeCode,
      flow: res.flow,
      toPayUrl: res.toPayUrl,
      from: window.location.pathname + window.location.search,
      cardEndNumber: res.cardEndNumber ?? null,
      cardBrand: res.cardBrand ?? null,
      at: Date.now(),
    });
    const step = nextStep(res, { origin: window.location.origin, inApp: isInApp(), referEvent: opts.referEvent });
    if (step.kind === 'stk') {
      busy.current = false;
      setPending(false);
      setStk(res);
      return;
    }
    setLeaving(true);
    // leaving for the payment page is not "closing" the top-up: no retain box, no go-back message
    closeTopUp();
    opts.onLeave?.();
    if (step.kind === 'route') navigate(step.to);
    else openPaymentPage(step.url, res.orderNo); // Telegram: openLink for an external page (lib/app-shell.ts)
  }

  function submit(run: () => Promise<PrepayResult>) {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setServerError(null);
    run().then(follow, (err: unknown) => {
      busy.current = false;
      setPending(false);
      if (isApiError(err, 'pay.error.charge_disabled')) {
        toast.error(err.message);
        closeTopUp();
        return;
      }
      setServerError(isApiError(err) ? err.message : t('common.somethingWrong'));
    });
  }

  return {
    submit,
    /** a prepay is running or the page is being left: the button stays busy */
    busy: pending || leaving,
    serverError,
    clearError: () => setServerError(null),
    /** the M-PESA order waiting for the STK push, else null */
    stk,
    resetStk: () => setStk(null),
  };
}
