import type { FancyPackRound } from '@hapa/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, cn, Dialog, rarityClasses } from '../../../components/index.ts';
import { RARITY_LEVEL } from '../lib/fancy-format.ts';
import { picture } from '../../../lib/picture.ts';

/** Time between two cards turning, ms. */
const STEP_MS = 450;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

export interface FancyPackRevealProps {
  round: FancyPackRound | null;
  busy: boolean;
  /** open the same pack again (null hides the button) */
  onAgain: (() => void) | null;
  onClose(): void;
}

/**
 * The opening: the pack's cards face down, turning one by one (all at once with prefers-reduced-motion), each
 * marked new or duplicate, with the round's nonce and the list positions the deal picked.
 */
export function FancyPackReveal({ round, busy, onAgain, onClose }: FancyPackRevealProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const total = round?.cards.length ?? 0;
  useEffect(() => {
    if (!round) return;
    if (prefersReducedMotion()) {
      setShown(round.cards.length);
      return;
    }
    setShown(0);
    const timers = round.cards.map((_, i) => setTimeout(() => setShown(i + 1), 250 + i * STEP_MS));
    return () => timers.forEach(clearTimeout);
  }, [round]);
  const done = round !== null && shown >= total;
  return (
    <Dialog
      open={round !== null}
      onOpenChange={(o) => !o && onClose()}
      title={round ? t('fancyCards.reveal.title', { set: round.setName }) : ''}
      description={done ? undefined : t('fancyCards.reveal.tap')}
      size="lg"
      data-testid="fancy-reveal"
      footer={
        <>
          <Button variant="secondary" block onClick={onClose} data-testid="fancy-reveal-close">
            {t('fancyCards.reveal.close')}
          </Button>
          {onAgain ? (
            <Button block onClick={onAgain} loading={busy} disabled={!done} data-testid="fancy-reveal-again">
              {t('fancyCards.reveal.again')}
            </Button>
          ) : null}
        </>
      }
    >
      {round ? (
        <div
          className="flex flex-col items-center gap-4"
          data-round-id={round.id}
          data-revealed={done ? 'true' : 'false'}
          data-testid="fancy-reveal-body"
        >
          <ul className="grid w-full max-w-xl gap-3" style={{ gridTemplateColumns: `repeat(${Math.min(total, 3)}, minmax(0, 1fr))` }}>
            {round.cards.map((c, i) => {
              const up = i < shown;
              return (
                <li
                  key={`${round.id}:${i}`}
                  className="flex flex-col items-center gap-2"
                  data-testid="fancy-reveal-card"
                  data-card-id={c.cardId}
                  data-duplicate={c.duplicate ? 'true' : 'false'}
                  data-state={up ? 'up' : 'down'}
                >
                  <div className="w-full perspective-[900px]">
                    <div
                      className={cn(
                        'relative w-full transition-transform duration-500 ease-out transform-3d motion-reduce:transition-none',
                        up && 'rotate-y-180',
                      )}
                    >
                      <div
                        className="aspect-[5/7] w-full rounded-xl border-2 border-violet/50 bg-[radial-gradient(circle_at_50%_35%,rgb(139_108_255/0.4),transparent_65%),repeating-linear-gradient(45deg,rgb(255_255_255/0.05)_0_6px,transparent_6px_12px)] bg-surface-3 backface-hidden"
                        aria-hidden
                      />
                      <div className="absolute inset-0 rotate-y-180 backface-hidden">
                        <img
                          {...picture(c.image, '(min-width: 640px) 160px, 30vw')}
                          alt={`${c.name}, ${t(`fancyCards.rarity.${c.rarity}`)}`}
                          className={cn(
                            'aspect-[5/7] w-full rounded-xl border-2 object-cover shadow-xl shadow-black/50',
                            rarityClasses(RARITY_LEVEL[c.rarity]).border,
                          )}
                        />
                      </div>
                    </div>
                  </div>
                  <div
                    className={cn(
                      'flex min-h-10 flex-col items-center gap-1 text-center transition-opacity duration-300',
                      up ? 'opacity-100' : 'opacity-0',
                    )}
                  >
                    <span className="line-clamp-1 text-xs font-bold sm:text-sm">{c.name}</span>
                    {c.duplicate ? (
                      <Badge tone="warning">{t('fancyCards.reveal.duplicate')}</Badge>
                    ) : (
                      <Badge tone="accent">{t('fancyCards.reveal.new')}</Badge>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="text-center font-mono text-[11px] text-muted" data-testid="fancy-reveal-fair">
            {t('fancyCards.reveal.fair', { nonce: round.nonce, positions: round.deal.map((d) => d + 1).join(', ') })}
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}
