import type { BingoGame, BingoPrize } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle, MonoField } from '../../../components/index.ts';
import { money } from '../lib/money.ts';

function Prize({ label, prize, testId }: { label: string; prize: BingoPrize; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-line bg-surface-2 p-3" data-testid={testId} data-won={prize.atCall !== null ? 'yes' : 'no'}>
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-semibold text-muted">{label}</span>
        <span className="text-lg font-black text-rarity-1">{money(prize.amount)}</span>
      </div>
      <p className="mt-1 text-xs text-muted">{prize.atCall !== null ? t('bingo.wonAtCall', { n: prize.atCall }) : t('bingo.notWonYet')}</p>
      {prize.winners.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1 text-sm" aria-label={t('bingo.winners')}>
          {prize.winners.map((w) => (
            <li key={w.cardId} className="flex justify-between gap-2">
              <span className="truncate">
                {w.name} <span className="text-xs text-muted">{t('bingo.cardTitle', { id: w.cardId })}</span>
              </span>
              <span className="font-bold text-accent">{money(w.prize)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The game's pool, the line and full-card prizes with their winners, and its fairness inputs. */
export function BingoPrizes({ game }: { game: BingoGame }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3" data-testid="bingo-prizes">
      <CardTitle>{t('bingo.pool')}</CardTitle>
      <div className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-xl bg-surface-2 p-2">
          <p className="text-[11px] uppercase text-muted">{t('bingo.pool')}</p>
          <p className="font-black text-fg" data-testid="bingo-pool">
            {money(game.pool)}
          </p>
        </div>
        <div className="rounded-xl bg-surface-2 p-2">
          <p className="text-[11px] uppercase text-muted">{t('bingo.cards')}</p>
          <p className="font-black text-fg" data-testid="bingo-cards-count">
            {game.cardsCount}
          </p>
        </div>
        <div className="rounded-xl bg-surface-2 p-2">
          <p className="text-[11px] uppercase text-muted">{t('bingo.cardPrice')}</p>
          <p className="font-black text-fg">{money(game.cardPrice)}</p>
        </div>
      </div>
      <Prize label={t('bingo.linePrize')} prize={game.line} testId="bingo-line-prize" />
      <Prize label={t('bingo.fullPrize')} prize={game.full} testId="bingo-full-prize" />
      {game.serverSeedHashed ? <MonoField label={t('bingo.hashLabel')} value={game.serverSeedHashed} testId="bingo-seed-hash" /> : null}
      {game.drawClientSeed ? <MonoField label={t('bingo.drawSeedLabel')} value={game.drawClientSeed} /> : null}
    </Card>
  );
}
