import type { LotteryOpenDraw } from '@hapa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardTitle, IconMinus, IconPlus } from '../../../components/index.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { openAuth, openTopUp } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { ApiError, errorMessage, shouldToastError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { buyLotteryTickets } from '../api/lottery-buy.ts';
import { lotteryKeys } from '../api/lottery-keys.ts';
import { lotteryMoney } from '../lib/lottery-format.ts';

const QUICK_COUNTS = [1, 5, 10, 25];

/**
 * Buying N tickets of the open draw (docs/fairness.md#lottery): a stepper within the player's remaining tickets, quick
 * counts, the total in coins; `coin.error.not_enough` opens the top-up, a closed draw or a reached limit reloads
 * the draw. A visitor gets the log-in card instead. `drawing` disables the button.
 */
export function LotteryBuy({ open, drawing }: { open: LotteryOpenDraw; drawing: boolean }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const [count, setCount] = useState(1);
  const [busy, setBusy] = useState(false);
  if (!loggedIn) {
    return (
      <Card data-testid="lottery-signin">
        <CardTitle>{t('lottery.buyTitle')}</CardTitle>
        <p className="mb-3 text-sm text-muted">{t('lottery.signInText')}</p>
        <Button block onClick={() => openAuth('login')}>
          {t('lottery.signInTitle')}
        </Button>
      </Card>
    );
  }
  const max = open.myRemaining;
  const n = Math.max(1, Math.min(count, Math.max(1, max)));
  const cost = Math.round(open.price * 100 * n) / 100;

  async function buy() {
    if (busy) return;
    setBusy(true);
    try {
      const r = await buyLotteryTickets(open.id, n, crypto.randomUUID());
      setCachedBalance(queryClient, r.balance);
      toast.success(t('lottery.bought', { count: r.ticketIds.length }));
      setCount(1);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: lotteryKeys.home(true) }),
        queryClient.invalidateQueries({ queryKey: lotteryKeys.ticketsRoot }),
      ]);
    } catch (e) {
      if (e instanceof ApiError && e.key === 'coin.error.not_enough') openTopUp();
      else if (shouldToastError(e)) toast.error(errorMessage(e));
      if (e instanceof ApiError && (e.key === 'lottery.error.closed' || e.key === 'lottery.error.limit'))
        await queryClient.invalidateQueries({ queryKey: lotteryKeys.home(true) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card data-testid="lottery-buy">
      <CardTitle>{t('lottery.buyTitle')}</CardTitle>
      <div className="flex items-center gap-2">
        <Button variant="secondary" aria-label={t('lottery.less')} disabled={n <= 1} onClick={() => setCount(n - 1)}>
          <IconMinus size={16} />
        </Button>
        <label className="sr-only" htmlFor="lottery-count">
          {t('lottery.count')}
        </label>
        <input
          id="lottery-count"
          inputMode="numeric"
          className="h-10 min-w-0 flex-1 rounded-xl border border-line bg-bg-2 px-3 text-center font-mono text-lg font-black text-fg outline-none focus:border-accent"
          value={String(n)}
          onChange={(e) => setCount(Number(e.target.value.replace(/[^0-9]/g, '')) || 1)}
          data-testid="lottery-count"
        />
        <Button variant="secondary" aria-label={t('lottery.more')} disabled={n >= max} onClick={() => setCount(n + 1)}>
          <IconPlus size={16} />
        </Button>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {QUICK_COUNTS.filter((q) => q <= Math.max(1, max)).map((q) => (
          <button
            key={q}
            type="button"
            onClick={() => setCount(q)}
            className={
              q === n
                ? 'rounded-lg border border-accent bg-accent/10 px-3 py-1 text-sm font-bold text-accent'
                : 'rounded-lg border border-line bg-surface-2 px-3 py-1 text-sm font-bold text-fg hover:border-accent/60'
            }
          >
            {q}
          </button>
        ))}
      </div>
      <p className="mt-3 flex justify-between text-sm text-muted">
        <span>
          {t('lottery.price')}: <span className="font-mono text-fg">{lotteryMoney(open.price)}</span>
        </span>
        <span>
          {t('lottery.total')}:{' '}
          <span className="font-mono font-bold text-fg" data-testid="lottery-total">
            {lotteryMoney(cost)}
          </span>
        </span>
      </p>
      <Button
        className="mt-3"
        size="lg"
        block
        loading={busy}
        disabled={drawing || max <= 0}
        onClick={() => void buy()}
        data-testid="lottery-buy-button"
      >
        {t('lottery.buy', { count: n, amount: lotteryMoney(cost) })}
      </Button>
      <p className="mt-2 text-xs text-muted" data-testid="lottery-remaining">
        {max > 0 ? t('lottery.remaining', { count: max, max: open.maxTickets }) : t('lottery.limitReached', { max: open.maxTickets })}
      </p>
    </Card>
  );
}

/** The player's tickets in the open draw (nothing for a visitor). */
export function LotteryMyTickets({ open }: { open: LotteryOpenDraw }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return null;
  return (
    <Card data-testid="lottery-my-tickets">
      <CardTitle>{t('lottery.myTicketsTitle')}</CardTitle>
      {open.myTicketIds.length === 0 ? (
        <p className="text-sm text-muted">{t('lottery.myTicketsNone')}</p>
      ) : (
        <ul className="flex max-h-40 flex-wrap gap-1.5 overflow-y-auto">
          {open.myTicketIds.map((id) => (
            <li
              key={id}
              className="rounded-lg border border-rarity-1/40 bg-rarity-1/10 px-2 py-0.5 font-mono text-xs font-bold text-rarity-1"
              data-testid="lottery-my-ticket"
            >
              #{id}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
