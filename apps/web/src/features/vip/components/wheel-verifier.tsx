import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardTitle } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { vipKeys } from '../api/keys.ts';
import { rotateGameSeed } from '../api/rotate-game-seed.ts';
import { useWheelHistory } from '../api/get-lucky-wheel.ts';
import { SpinList } from '../pages/lucky-wheel-page.tsx';

/**
 * /provably-fair: how a wheel spin is drawn (fairness.md "Wheels that draw"), the player's lucky-wheel spins and
 * birthday draws checked in the browser against the wheel stored with each, and a button that rotates the game
 * seed (type 3) so the draws made with it can be verified.
 */
export function WheelVerifier() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const history = useWheelHistory().data;
  const reveal = async () => {
    setBusy(true);
    try {
      await rotateGameSeed();
      toast.success(t('vip.verifier.revealed'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vipKeys.wheel }),
        queryClient.invalidateQueries({ queryKey: queryRoots.fairness }),
      ]);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="flex flex-col gap-3" data-testid="wheel-verifier">
      <Card>
        <CardTitle>{t('vip.verifier.title')}</CardTitle>
        <p className="text-sm text-muted">{t('vip.verifier.text')}</p>
        <Button variant="secondary" className="mt-3" loading={busy} onClick={() => void reveal()} data-testid="wheel-reveal-seed">
          {t('vip.verifier.reveal')}
        </Button>
      </Card>
      {history ? <SpinList list={history.list} title={t('vip.verifier.listTitle')} empty={t('vip.verifier.empty')} showWheel /> : null}
    </section>
  );
}
