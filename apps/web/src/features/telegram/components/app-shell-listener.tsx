import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { onAppMessage, postToApp, startPaymentRefresh, type InboundAppMessage } from '../../../lib/app-shell.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { readJson, STORAGE_KEYS } from '../../../lib/storage.ts';
import { toast } from '../../../lib/toast-store.ts';
import { setThemeChoice } from '../../theme/index.ts';
import { getPayOrder } from '../../wallet/index.ts';
import { handOffLogin } from '../lib/login-handoff.ts';

/**
 * Inside the native app shell (loaded lazily by TelegramGate): the shell's messages of docs/product/roles.md#app-shell-and-telegram.
 * - payment finished: the current order is checked 5 s later and then every second until it settles, no later
 *   than 10 s (docs/product/states.md#payments app payment refresh, docs/product/constants.md#timings); a paid order refreshes the balance and says "Top-up successfully";
 * - login: the shell hands over its session (`uid:token:channel`), checked with GET /user/base_info;
 * - theme: the shell's light/dark;
 * - go_back: history back.
 */
export default function AppShellListener() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelRefresh: (() => void) | null = null;
    const onMessage = (m: InboundAppMessage) => {
      if (m.type === 'payment_finished') {
        const orderNo = m.orderNo ?? readJson<{ orderNo?: string }>(STORAGE_KEYS.lastOrder)?.orderNo;
        if (!orderNo) return;
        cancelRefresh?.();
        cancelRefresh = startPaymentRefresh(async () => {
          const order = await getPayOrder(orderNo);
          if (order.status === 'pending') return false;
          if (order.status === 'paid') {
            toast.success(t('telegram.payment.success'));
            void qc.invalidateQueries({ queryKey: queryRoots.user }); // balance and base info refetch
          }
          postToApp({ type: 'payment_result', orderNo, status: order.status === 'paid' ? 'paid' : 'failed' });
          return true;
        });
      } else if (m.type === 'login') {
        void handOffLogin(m.authorization).then((ok) => {
          if (ok) void qc.invalidateQueries({ queryKey: queryRoots.user });
        });
      } else if (m.type === 'theme') {
        setThemeChoice(m.theme);
      } else if (m.type === 'go_back') {
        navigate(-1);
      }
    };
    const off = onAppMessage(onMessage);
    return () => {
      off();
      cancelRefresh?.();
    };
  }, [qc, t, navigate]);
  return null;
}
