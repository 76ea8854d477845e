import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/index.ts';
import { bingoLetter } from '../lib/bingo-verify.ts';

const LETTERS = ['B', 'I', 'N', 'G', 'O'] as const;

/** The 75-number board (a row per letter) with the called numbers lit and the last five calls as balls. */
export function BingoBoard({ called }: { called: readonly number[] }) {
  const { t } = useTranslation();
  const set = new Set(called);
  const last = called.at(-1);
  const recent = called.slice(-5).reverse();
  return (
    <div className="flex flex-col gap-4" data-testid="bingo-board" data-called={called.length}>
      <div>
        <div className="mb-2 flex items-center justify-between gap-2">
          <h3 className="text-sm font-bold uppercase tracking-wide text-muted">{t('bingo.lastCalls')}</h3>
          <span className="text-xs text-muted" data-testid="bingo-called-count">
            {t('bingo.calledCount', { count: called.length })}
          </span>
        </div>
        {recent.length === 0 ? (
          <p className="text-sm text-muted">{t('bingo.noCalls')}</p>
        ) : (
          <ol className="flex items-center gap-2" data-testid="bingo-last-calls">
            {recent.map((n, i) => (
              <li
                key={n}
                className={cn(
                  'flex shrink-0 flex-col items-center justify-center rounded-full font-black tabular-nums',
                  i === 0
                    ? 'size-14 bg-gradient-to-b from-[#ffd866] to-[#f0a500] text-[#2a1900] text-xl shadow-[0_0_18px_rgb(255_200_61/0.45)]'
                    : 'size-10 bg-surface-3 text-fg text-sm',
                )}
                data-testid={i === 0 ? 'bingo-last-call' : undefined}
              >
                <span className={cn('leading-none', i === 0 ? 'text-[10px]' : 'text-[8px] text-muted')}>{bingoLetter(n)}</span>
                <span className="leading-none">{n}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="flex flex-col gap-1" aria-label={t('bingo.board')}>
        {LETTERS.map((l, row) => (
          <div key={l} className="grid grid-cols-[1.25rem_repeat(15,minmax(0,1fr))] items-center gap-0.5 sm:gap-1">
            <span className="text-center text-xs font-black text-accent">{l}</span>
            {Array.from({ length: 15 }, (_, i) => row * 15 + i + 1).map((n) => (
              <span
                key={n}
                className={cn(
                  'flex aspect-square items-center justify-center rounded text-[9px] font-bold tabular-nums sm:text-xs',
                  n === last ? 'bg-gold text-gold-ink' : set.has(n) ? 'bg-accent text-accent-ink' : 'bg-surface-2 text-subtle',
                )}
                data-called={set.has(n) ? 'yes' : 'no'}
              >
                {n}
              </span>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
