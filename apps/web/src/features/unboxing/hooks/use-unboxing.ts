import type { BoxDetail, OpenResult } from '@hapa/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { openAuth, openInsufficient } from '../../../lib/modals.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { getSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast-store.ts';
import { motionMs, prefersReducedMotion } from '../../../lib/use-prefers-reduced-motion.ts';
import type { OpenResponse } from '@hapa/contracts';
import { useClaimFreeBox } from '../api/free-box.ts';
import { useVoucherOpen } from '../../prizes/index.ts';
import { useOpenBox, useReopenBox, type OpenTimes } from '../api/open-box.ts';
import { buildReel, LANDING_INDEX, landingJitter } from '../lib/build-reel.ts';
import { readDemo, spendDemo, useSimulateOpen } from '../../demo/index.ts';
import type { ReelCard } from '../components/reel.tsx';

/** Pause between the last reel stopping and the result panel, in ms. */
export const REVEAL_PAUSE_MS = 900;

/** A fresh key per click (crypto.randomUUID where available). */
function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export type UnboxPhase = 'idle' | 'opening' | 'spinning' | 'result';

type PlanCard = ReelCard & { ppm: number };

export interface ReelPlan {
  key: number;
  cards: PlanCard[];
  jitter: number;
  result: OpenResult;
}

/**
 * The opening flow of one box page: idle -> opening (request) -> spinning (reels) -> result.
 * The server decides the prizes first; the reels only show them. A second open while one runs
 * is ignored. Signed out -> sign-up modal; `coin.error.not_enough` -> Insufficient balance modal.
 */
export function useUnboxing(box: BoxDetail | undefined, mode: 'paid' | 'free' = 'paid') {
  const { t } = useTranslation();
  const openMutation = useOpenBox();
  const reopenMutation = useReopenBox();
  const claimMutation = useClaimFreeBox();
  const voucherMutation = useVoucherOpen();
  const simulateMutation = useSimulateOpen();
  // the revealed seed of a demo opening on screen (docs/product/states.md#demo-mode), null for a real one
  const [demoSeed, setDemoSeed] = useState<string | null>(null);
  const [phase, setPhase] = useState<UnboxPhase>('idle');
  const [results, setResults] = useState<OpenResult[]>([]);
  const [times, setTimes] = useState<OpenTimes>(1);
  // a paid opening (not the free box, not a voucher): its 1X prize may be doubled (docs/games.md)
  const [paid, setPaid] = useState(false);
  const busy = useRef(false);
  const landed = useRef(0);

  const start = useCallback(
    (n: OpenTimes, reopen = false, voucherId?: number) => {
      if (!box || busy.current) return;
      const demo = !getSession() && mode === 'paid' && voucherId === undefined ? readDemo() : null;
      if (!getSession() && !demo?.on) {
        openAuth('signup', 'box');
        return;
      }
      busy.current = true;
      landed.current = 0;
      setTimes(n);
      setPaid(voucherId === undefined && mode !== 'free');
      setPhase('opening');
      const handlers = {
        onSuccess: (res: OpenResponse) => {
          setResults(res.results);
          setPhase('spinning');
        },
        onError: (err: unknown) => {
          busy.current = false;
          setPhase('idle');
          if (isApiError(err, 'coin.error.not_enough')) openInsufficient(coinsToCents(box.price) * n);
          else if (isApiError(err) && err.status === 401)
            return; // the login modal is already open
          else toast.error(isApiError(err) ? err.message : t('common.somethingWrong'));
        },
      };
      setDemoSeed(null);
      if (demo?.on) {
        // a demo opening: the real odds and reel, paid in demo credits, nothing stored (one box at a time)
        setTimes(1);
        simulateMutation.mutate(
          { boxId: box.id, creditsCents: demo.creditsCents },
          {
            onSuccess: (res) => {
              spendDemo(coinsToCents(res.cost));
              setDemoSeed(res.serverSeed);
              setResults(res.results);
              setPhase('spinning');
            },
            onError: handlers.onError,
          },
        );
        return;
      }
      if (voucherId !== undefined) voucherMutation.mutate(voucherId, handlers);
      else if (mode === 'free') claimMutation.mutate(box.id, handlers);
      // "Open again": the box on screen and the count the panel prices, never the last paid opening's
      else if (reopen) reopenMutation.mutate({ boxId: box.id, times: n, idempotencyKey: newIdempotencyKey() }, handlers);
      else openMutation.mutate({ boxId: box.id, times: n, idempotencyKey: newIdempotencyKey() }, handlers);
    },
    [box, mode, openMutation, reopenMutation, claimMutation, voucherMutation, simulateMutation, t],
  );

  /** "Open again" on the result panel: POST /api/reopen with this box and the count just opened (1 after a voucher opening). */
  const again = useCallback(() => start(times, true), [start, times]);

  /** "Open free with voucher": one free opening paid by a Free voucher (POST /api/voucher/exchange). */
  const openWithVoucher = useCallback((voucherId: number) => start(1, false, voucherId), [start]);

  const onReelDone = useCallback(() => {
    landed.current += 1;
    if (landed.current === results.length) {
      // let the player see the winners under the marker before the result panel; with reduced motion the reel
      // did not spin (docs/architecture/web-app.md): the result panel comes at once
      setTimeout(
        () => {
          busy.current = false;
          setPhase('result');
        },
        motionMs(REVEAL_PAUSE_MS, prefersReducedMotion()),
      );
    }
  }, [results.length]);

  const reset = useCallback(() => {
    if (phase === 'spinning' || phase === 'opening') return;
    setResults([]);
    setPhase('idle');
  }, [phase]);

  const reels: ReelPlan[] = useMemo(() => {
    if (!box) return [];
    return results.map((r) => {
      const cards: PlanCard[] = box.items.map((it) => ({ id: it.id, name: it.name, image: it.image, skuLevel: it.skuLevel, ppm: it.ppm }));
      const won: PlanCard = cards.find((c) => c.id === r.itemId) ?? {
        id: r.itemId,
        name: r.itemName,
        image: r.itemImage,
        skuLevel: r.skuLevel,
        ppm: 0,
      };
      return {
        key: r.openId,
        cards: buildReel(cards, won, r.openId),
        jitter: landingJitter(r.openId),
        result: r,
      };
    });
  }, [box, results]);

  return { phase, results, reels, times, paid, demoSeed, landingIndex: LANDING_INDEX, start, again, openWithVoucher, onReelDone, reset };
}
