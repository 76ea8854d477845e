import type { BingoHistoryItem } from '@hapa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Card, EmptyState, MonoField, Tabs, cn } from '../../../components/index.ts';
import { errorMessage, shouldToastError } from '../../../lib/api-error.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useBingoExchange } from '../api/bingo-exchange.ts';
import { exchangeBingoPoints } from '../api/bingo-exchange-post.ts';
import { useBingoHistory } from '../api/bingo-history.ts';
import { bingoKeys } from '../api/bingo-keys.ts';
import { useBingoRank } from '../api/bingo-rank.ts';
import { verifyBingoGame } from '../lib/bingo-verify.ts';
import { money } from '../lib/money.ts';
import { picture } from '../../../lib/picture.ts';

/** Ranking, history (with the browser verifier) and the points exchange, as tabs. */
export function BingoTabs() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('rank');
  return (
    <Card data-testid="bingo-tabs">
      <Tabs
        value={tab}
        onValueChange={setTab}
        variant="segmented"
        items={[
          { value: 'rank', label: t('bingo.tabs.rank'), content: <Rank />, testId: 'bingo-tab-rank' },
          { value: 'history', label: t('bingo.tabs.history'), content: <History />, testId: 'bingo-tab-history' },
          { value: 'exchange', label: t('bingo.tabs.exchange'), content: <Exchange />, testId: 'bingo-tab-exchange' },
        ]}
      />
    </Card>
  );
}

function Rank() {
  const { t } = useTranslation();
  const rank = useBingoRank();
  const list = rank.data?.list ?? [];
  return (
    <div className="mt-4" data-testid="bingo-rank">
      <h3 className="mb-2 text-sm font-bold text-muted">{t('bingo.rankTitle', { days: rank.data?.days ?? 7 })}</h3>
      {list.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{t('bingo.rankEmpty')}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs text-muted">
              <th className="py-1 font-semibold">#</th>
              <th className="py-1 font-semibold">{t('bingo.rankName')}</th>
              <th className="py-1 text-right font-semibold">{t('bingo.rankCards')}</th>
              <th className="py-1 text-right font-semibold">{t('bingo.rankWon')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((r) => (
              <tr key={r.rank} className="border-t border-line">
                <td className={cn('py-2 font-black', r.rank <= 3 ? 'text-rarity-1' : 'text-muted')}>{r.rank}</td>
                <td className="py-2">{r.name}</td>
                <td className="py-2 text-right tabular-nums text-muted">{r.cards}</td>
                <td className="py-2 text-right font-bold tabular-nums text-accent">{money(r.won)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function History() {
  const { t } = useTranslation();
  const history = useBingoHistory();
  const list = history.data?.list ?? [];
  return (
    <div className="mt-4 flex flex-col gap-3" data-testid="bingo-history">
      {list.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{t('bingo.historyEmpty')}</p>
      ) : (
        list.map((g) => <HistoryGame key={g.id} g={g} />)
      )}
    </div>
  );
}

function HistoryGame({ g }: { g: BingoHistoryItem }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<ReturnType<typeof verifyBingoGame>>(null);
  const [open, setOpen] = useState(false);
  return (
    <div className="rounded-xl border border-line bg-surface-2 p-3" data-testid="bingo-history-game" data-game-id={g.id}>
      <button
        type="button"
        className="flex w-full items-center justify-between gap-2 text-left"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
      >
        <span className="text-sm font-semibold">{t('bingo.historyGame', { id: g.id, cards: g.cardsCount, calls: g.called.length })}</span>
        <span className="shrink-0 text-sm font-bold text-rarity-1">{money(g.pool)}</span>
      </button>
      {open ? (
        <div className="mt-3 flex flex-col gap-2">
          <MonoField label={t('bingo.serverSeed')} value={g.serverSeed ?? ''} />
          <MonoField label={t('bingo.hashLabel')} value={g.serverSeedHashed ?? ''} />
          <MonoField label={t('bingo.drawSeedLabel')} value={g.drawClientSeed ?? ''} />
          <MonoField label={t('bingo.cardIds')} value={g.cardIds.join(', ')} />
          <div>
            <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">{t('bingo.calls')}</p>
            <ol className="flex flex-wrap gap-1" data-testid="bingo-history-calls">
              {g.called.map((n) => (
                <li key={n} className="min-w-7 rounded bg-surface-3 px-1 py-0.5 text-center font-mono text-xs tabular-nums">
                  {n}
                </li>
              ))}
            </ol>
          </div>
          <Button variant="outline" size="sm" onClick={() => setResult(verifyBingoGame(g))} data-testid="bingo-verify">
            {t('bingo.verify')}
          </Button>
          {result ? (
            <p
              className={cn('text-sm font-semibold', result.ok ? 'text-success' : 'text-danger')}
              data-testid="bingo-verify-result"
              data-ok={result.ok ? 'yes' : 'no'}
            >
              {result.ok ? t('bingo.verified') : t('bingo.verifyFailed')}
            </p>
          ) : null}
          <Link
            to={`/provably-fair?tab=draws&bingo=${g.id}`}
            className="text-xs font-semibold text-accent hover:underline"
            data-testid="bingo-fairness-link"
          >
            {t('bingo.fairnessLink')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

function Exchange() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const qc = useQueryClient();
  const ex = useBingoExchange();
  const [busy, setBusy] = useState<number | null>(null);
  const points = ex.data?.points ?? 0;
  async function swap(id: number, name: string) {
    if (busy !== null) return;
    setBusy(id);
    try {
      await exchangeBingoPoints(id, crypto.randomUUID());
      toast.success(t('bingo.exchanged', { name }));
      void qc.invalidateQueries({ queryKey: bingoKeys.exchange(true) });
      void qc.invalidateQueries({ queryKey: bingoKeys.myHomeRoot });
      void qc.invalidateQueries({ queryKey: queryRoots.store });
    } catch (e) {
      if (shouldToastError(e)) toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }
  const list = ex.data?.list ?? [];
  return (
    <div className="mt-4 flex flex-col gap-3" data-testid="bingo-exchange">
      <div>
        <h3 className="text-sm font-bold">{t('bingo.exchangeTitle')}</h3>
        <p className="text-xs text-muted">{t('bingo.exchangeText')}</p>
        {loggedIn ? (
          <p className="mt-1 text-sm font-bold text-accent" data-testid="bingo-points">
            {t('bingo.points', { count: points })}
          </p>
        ) : null}
      </div>
      {list.length === 0 ? (
        <EmptyState title={t('bingo.exchangeEmpty')} />
      ) : (
        <ul className="flex flex-col gap-2">
          {list.map((o) => (
            <li key={o.id} className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 p-2">
              <img {...picture(o.image, '48px')} alt="" className="size-12 shrink-0 rounded-lg bg-surface-3 object-contain" />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-sm font-semibold">{o.name}</p>
                <p className="text-xs text-muted">
                  {t('bingo.exchangeCost', { count: o.points })} · {t('bingo.exchangeValue', { amount: money(o.value) })}
                </p>
              </div>
              {loggedIn ? (
                <Button
                  size="sm"
                  className="shrink-0"
                  variant={points >= o.points ? 'primary' : 'secondary'}
                  disabled={points < o.points}
                  loading={busy === o.id}
                  onClick={() => void swap(o.id, o.name)}
                >
                  {points >= o.points ? t('bingo.exchangeDo') : t('bingo.exchangeNeed', { count: o.points - points })}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
