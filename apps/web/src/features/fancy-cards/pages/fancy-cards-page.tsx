import type { FancyPackRound } from '@hapa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, IconCard, IconRefresh, PageSpinner } from '../../../components/index.ts';
import { ApiError, errorMessage, shouldToastError } from '../../../lib/api-error.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { openAuth, openTopUp } from '../../../lib/modals.ts';
import { formatCoinUnits } from '../../../lib/money.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast-store.ts';
import { gameKeys } from '../../games/index.ts';
import { claimFancySet } from '../api/fancy-claim.ts';
import { convertFancyDuplicates } from '../api/fancy-convert.ts';
import { craftFancyCard } from '../api/fancy-craft.ts';
import { useFancyHome } from '../api/fancy-home.ts';
import { fancyKeys } from '../api/fancy-keys.ts';
import { openFancyPack } from '../api/fancy-open.ts';
import { FancyAlbum } from '../components/fancy-album.tsx';
import { FancyPackReveal } from '../components/fancy-pack-reveal.tsx';
import { FancyPackShop } from '../components/fancy-pack-shop.tsx';
import { FancyRules } from '../components/fancy-rules.tsx';
import { duplicatesOf } from '../lib/fancy-format.ts';

/**
 * `/fancy-cards` (docs/games.md; docs/product/routes.md#games, Play Ground "Fancy Cards"): shards and free packs with "convert duplicates",
 * the pack shop with the opening, the album per set (craft missing cards, claim a complete set) and the rules
 * with the published lists and the maths.
 */
export default function FancyCardsPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const home = useFancyHome();
  const queryClient = useQueryClient();
  const [setId, setSetId] = useState<number | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [round, setRound] = useState<FancyPackRound | null>(null);
  const [last, setLast] = useState<{ packId: number; payWith: 'coins' | 'credit' } | null>(null);

  if (!home.data) return <PageSpinner />;
  const data = home.data;
  const me = loggedIn ? data.me : null;
  const activeSet = setId ?? data.sets[0]?.id ?? 0;
  const refresh = () => queryClient.invalidateQueries({ queryKey: fancyKeys.homeRoot });

  async function run<T>(key: string, fn: () => Promise<T>, after: (r: T) => void) {
    if (busy !== null) return;
    setBusy(key);
    try {
      const r = await fn();
      after(r);
      await refresh();
    } catch (e) {
      if (e instanceof ApiError && e.key === 'coin.error.not_enough') openTopUp();
      else if (shouldToastError(e)) toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  const open = (packId: number, payWith: 'coins' | 'credit') =>
    run(
      `open:${packId}:${payWith}`,
      () => openFancyPack(packId, payWith, crypto.randomUUID()),
      (r) => {
        setRound(r);
        setLast({ packId, payWith });
        setSetId(packId);
        if (r.balance !== undefined) setCachedBalance(queryClient, r.balance);
        void queryClient.invalidateQueries({ queryKey: gameKeys.historyRoot });
      },
    );
  const convert = () =>
    run('convert', convertFancyDuplicates, (r) => toast.success(t('fancyCards.convertDone', { count: r.cards, gained: r.gained })));
  const craft = (cardId: number) =>
    run(
      `craft:${cardId}`,
      () => craftFancyCard(cardId),
      (r) => toast.success(t('fancyCards.album.craftDone', { name: r.card.name })),
    );
  const claim = (id: number) =>
    run(
      `claim:${id}`,
      () => claimFancySet(id),
      (r) => {
        setCachedBalance(queryClient, r.balance);
        const set = data.sets.find((s) => s.id === id);
        toast.success(t('fancyCards.album.claimedToast', { prize: set?.prize.itemName ?? formatCoinUnits(r.coins) }));
        if (r.storeItemId) void queryClient.invalidateQueries({ queryKey: queryRoots.store });
      },
    );

  const dups = duplicatesOf(data);
  const again = last && me && (last.payWith === 'coins' || me.credits > 0) ? () => void open(last.packId, last.payWith) : null;
  return (
    <div className="flex flex-col gap-6" data-testid="fancy-page">
      <header>
        <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-4xl">{t('fancyCards.title')}</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('fancyCards.subtitle')}</p>
      </header>

      {me ? (
        <Card className="grid grid-cols-2 gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-center" data-testid="fancy-stats">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('fancyCards.shards')}</p>
            <p className="text-3xl font-black tabular-nums text-violet" data-testid="fancy-shards">
              {me.shards}
            </p>
            <p className="text-xs text-muted">{t('fancyCards.shardsHelp')}</p>
          </div>
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('fancyCards.credits')}</p>
            <p className={`text-3xl font-black tabular-nums ${me.credits > 0 ? 'text-accent' : 'text-muted'}`} data-testid="fancy-credits">
              {me.credits}
            </p>
            <p className="text-xs text-muted">{t('fancyCards.creditsHelp', { count: me.creditsGranted })}</p>
          </div>
          <div className="col-span-2 flex flex-col gap-1 sm:col-span-1 sm:items-end">
            <Button
              variant="secondary"
              onClick={() => void convert()}
              loading={busy === 'convert'}
              disabled={busy !== null || dups.cards === 0}
              data-testid="fancy-convert"
              data-duplicates={dups.cards}
            >
              <IconRefresh size={16} /> {t('fancyCards.convert')}
            </Button>
            <p className="text-xs text-muted">
              {dups.cards > 0 ? `${t('fancyCards.duplicates', { count: dups.cards })} → ${dups.shards}` : t('fancyCards.convertNone')}
            </p>
          </div>
        </Card>
      ) : (
        <EmptyState
          icon={<IconCard size={28} />}
          title={t('fancyCards.signInTitle')}
          action={<Button onClick={() => openAuth('login')}>{t('fancyCards.signIn')}</Button>}
          data-testid="fancy-signin"
        />
      )}

      <FancyPackShop
        home={data}
        credits={me ? me.credits : null}
        busy={busy}
        onOpen={(id, pay) => (me ? void open(id, pay) : openAuth('login'))}
      />
      <FancyAlbum
        home={data}
        setId={activeSet}
        onSetChange={setSetId}
        shards={me ? me.shards : null}
        busy={busy}
        onCraft={(id) => void craft(id)}
        onClaim={(id) => void claim(id)}
      />
      <FancyRules home={data} />
      <FancyPackReveal round={round} busy={busy !== null} onAgain={again} onClose={() => setRound(null)} />
    </div>
  );
}
