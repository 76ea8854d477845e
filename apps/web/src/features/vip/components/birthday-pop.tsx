import type { BirthdayDraw } from '@hapa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, Dialog } from '../../../components/index.ts';
import { errorMessage, shouldToastError } from '../../../lib/api-error.ts';
import { closeBirthday, getModalState, openBirthday, useModals } from '../../../lib/modals.ts';
import { usePopupSlot } from '../../../lib/popup-queue.ts';
import { readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage.ts';
import { toast } from '../../../lib/toast-store.ts';
import { drawBirthday, obtainBirthday, useBirthday } from '../api/birthday.ts';
import { vipKeys } from '../api/keys.ts';
import { formatRate } from '../lib/format.ts';
import { PrizeWheel, rotationFor } from './prize-wheel.tsx';
import { motionMs, prefersReducedMotion } from '../../../lib/use-prefers-reduced-motion.ts';

/** Birthday pop (docs/product/states.md#birthday): the wheel auto-spins 5 s after it shows and stops after 3 s. */
export const BIRTHDAY_TIMINGS = { autoSpinMs: 5_000, spinMs: 3_000 } as const;
const HOME = new Set(['/', '/boxes']);
const dismissedKey = (year: number) => `${STORAGE_KEYS.noticePrefix}birthday.${year}`;

/**
 * The birthday pop (docs/product/states.md#birthday): 1 greeting, 2 the wheel (auto-spins after 5 s, stops after 3 s on the prize
 * the server drew with the player's game seed), 3 the result; then claim (`/api/user/birthday/obtain`). It
 * pops on the home page on the player's birthday (server clock), before the other home pops.
 */
export function BirthdayPop() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const onHome = HOME.has(pathname);
  const birthdayQuery = useBirthday(onHome);
  const info = birthdayQuery.data;
  const { birthday: open } = useModals();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [draw, setDraw] = useState<BirthdayDraw | null>(null);
  const [rotation, setRotation] = useState(0);
  const [left, setLeft] = useState(BIRTHDAY_TIMINGS.autoSpinMs / 1000);
  const [claiming, setClaiming] = useState(false);
  const spun = useRef(false);
  const year = new Date().getUTCFullYear();
  const [dismissed, setDismissed] = useState(() => readJson<boolean>(dismissedKey(year)) === true);
  // a birthday saved recently waits for its gift (docs/spec-notes.md#birthday-wait): no pop until `availableAt`
  const eligible = onHome && !!info && info.isBirthday && !info.claimed && !info.availableAt && !dismissed;
  // docs/product/states.md#birthday home popup priority: the birthday pop comes right after the channel guide (lib/popup-queue.ts)
  const turn = usePopupSlot('birthday', open || eligible ? 'want' : onHome && birthdayQuery.isLoading ? 'pending' : 'none');

  useEffect(() => {
    if (!turn || !eligible || open) return;
    const m = getModalState();
    if (m.auth.open || m.topUp || m.insufficient || m.freeGuide) return;
    setStep(info!.bonusRate !== null ? 3 : 1);
    openBirthday();
  }, [turn, eligible, open, info]);

  const spin = async () => {
    if (spun.current || !info) return;
    spun.current = true;
    try {
      const d = await drawBirthday();
      setDraw(d);
      setRotation((from) => rotationFor(from, d.segment, info.segments.length, 4));
      setTimeout(() => setStep(3), motionMs(BIRTHDAY_TIMINGS.spinMs, prefersReducedMotion(), 300));
    } catch (e) {
      spun.current = false;
      if (shouldToastError(e)) toast.error(errorMessage(e));
    }
  };

  // step 2: count down, then spin by itself
  useEffect(() => {
    if (!open || step !== 2 || spun.current) return;
    if (left <= 0) return void spin();
    const id = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(id);
  });

  if (!info) return null;
  const rate = draw?.bonusRate ?? info.bonusRate ?? 0;
  const close = () => {
    writeJson(dismissedKey(year), true);
    setDismissed(true);
    closeBirthday();
  };
  const claim = async () => {
    setClaiming(true);
    try {
      await obtainBirthday();
      toast.success(t('vip.birthday.claimed'));
      void queryClient.invalidateQueries({ queryKey: vipKeys.birthday });
      close();
    } catch (e) {
      if (shouldToastError(e)) toast.error(errorMessage(e));
    } finally {
      setClaiming(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()} title={t('vip.birthday.title')} size="sm" data-testid="birthday-pop">
      <div className="flex flex-col items-center gap-4 text-center" data-step={step}>
        {step === 1 ? (
          <>
            <p className="text-5xl" aria-hidden>
              🎂
            </p>
            <p className="text-sm text-muted">{t('vip.birthday.greeting')}</p>
            <Button
              block
              onClick={() => {
                setLeft(BIRTHDAY_TIMINGS.autoSpinMs / 1000);
                setStep(2);
              }}
              data-testid="birthday-next"
            >
              {t('vip.birthday.next')}
            </Button>
          </>
        ) : null}
        {step === 2 ? (
          <>
            <PrizeWheel
              labels={info.segments.map((s) => formatRate(s.rate))}
              rotation={rotation}
              durationMs={BIRTHDAY_TIMINGS.spinMs}
              size={260}
              data-testid="birthday-wheel"
            />
            {!spun.current ? (
              <>
                <p className="text-sm text-muted" data-testid="birthday-countdown">
                  {t('vip.birthday.spinIn', { s: left })}
                </p>
                <Button block onClick={() => void spin()} data-testid="birthday-spin">
                  {t('vip.birthday.spinNow')}
                </Button>
              </>
            ) : null}
          </>
        ) : null}
        {step === 3 ? (
          <>
            <p className="text-2xl font-black text-accent" data-testid="birthday-result" data-rate={rate}>
              {t('vip.birthday.result', { rate: formatRate(rate) })}
            </p>
            <p className="text-sm text-muted">{t('vip.birthday.resultText', { hours: info.windowHours, rate: formatRate(rate) })}</p>
            <Button block loading={claiming} onClick={() => void claim()} data-testid="birthday-claim">
              {t('vip.birthday.claim')}
            </Button>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
