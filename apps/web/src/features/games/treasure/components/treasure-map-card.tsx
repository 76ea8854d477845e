import { useTranslation } from 'react-i18next';
import { cn } from '../../../../components/index.ts';
import { picture } from '../../../../lib/picture.ts';

/** A folded treasure map: parchment, a dotted trail and the red X. */
function MapArt() {
  return (
    <svg viewBox="0 0 64 64" className="size-3/5 drop-shadow-[0_4px_10px_rgb(0_0_0/0.45)]" aria-hidden>
      <path d="M8 14 22 8l20 6 14-6v42l-14 6-20-6-14 6z" fill="#e8c98a" />
      <path d="M22 8v42M42 14v42" stroke="#b8925a" strokeWidth="1.5" />
      <path d="M8 14 22 8l20 6 14-6v42l-14 6-20-6-14 6z" fill="none" stroke="#8a6534" strokeWidth="2" strokeLinejoin="round" />
      <path
        d="M14 44c6-2 6-10 13-12s9 6 15 2 4-10 8-13"
        fill="none"
        stroke="#7a4e22"
        strokeWidth="2"
        strokeDasharray="2.5 3"
        strokeLinecap="round"
      />
      <path d="M45 15l6 6M51 15l-6 6" stroke="#e0453a" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export type MapState = 'hidden' | 'found' | 'empty';

export interface TreasureMapCardProps {
  index: number;
  state: MapState;
  /** the treasure's art, shown on a found map */
  image: string;
  /** the map can be opened now (normal mode, open play, no request in flight) */
  canOpen: boolean;
  /** this map is being opened right now */
  pending: boolean;
  onOpen(index: number): void;
}

/**
 * One map of a play: face down until opened, then it flips to the treasure (found) or to an empty map. The end
 * state is the server's `found` for the map (data-state), whatever the animation did on the way.
 */
export function TreasureMapCard({ index, state, image, canOpen, pending, onOpen }: TreasureMapCardProps) {
  const { t } = useTranslation();
  const flipped = state !== 'hidden';
  const label =
    state === 'found'
      ? t('treasureHunter.map.found', { n: index + 1 })
      : state === 'empty'
        ? t('treasureHunter.map.empty', { n: index + 1 })
        : t('treasureHunter.map.hidden', { n: index + 1 });
  return (
    <button
      type="button"
      aria-label={label}
      disabled={!canOpen || flipped}
      onClick={() => onOpen(index)}
      data-testid="treasure-map"
      data-index={index}
      data-state={state}
      className={cn(
        'group relative aspect-[3/4] w-full rounded-2xl perspective-[900px] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        canOpen && !flipped ? 'cursor-pointer' : 'cursor-default',
      )}
    >
      <span
        className={cn(
          'relative block size-full transition-transform duration-500 ease-out transform-3d motion-reduce:transition-none',
          flipped && 'rotate-y-180',
          !flipped && canOpen && 'group-hover:-translate-y-1',
          pending && 'animate-pulse',
        )}
      >
        {/* back: the closed map */}
        <span
          className={cn(
            'absolute inset-0 flex flex-col items-center justify-center gap-1 rounded-2xl border backface-hidden',
            'border-[#8a6534]/60 bg-[radial-gradient(circle_at_50%_40%,#3a2c17,#1a140c_75%)] shadow-[inset_0_-5px_0_rgb(0_0_0/0.3)]',
            canOpen && 'group-hover:border-rarity-1/80',
          )}
        >
          <MapArt />
          <span className="font-mono text-[11px] font-bold uppercase tracking-widest text-[#e8c98a]/80">
            {canOpen ? t('treasureHunter.map.open') : `#${index + 1}`}
          </span>
        </span>
        {/* face: what the map found */}
        <span
          className={cn(
            'absolute inset-0 flex rotate-y-180 flex-col items-center justify-center gap-1 overflow-hidden rounded-2xl border p-2 backface-hidden',
            state === 'found'
              ? 'border-rarity-1 bg-[radial-gradient(circle_at_50%_45%,rgb(255_200_61/0.4),#151d33_70%)] shadow-gold'
              : 'border-line bg-surface-2',
          )}
        >
          {state === 'found' ? (
            <>
              <img {...picture(image, '120px')} alt="" className="size-3/5 object-contain drop-shadow-[0_0_14px_rgb(255_200_61/0.6)]" />
              <span className="text-xs font-black uppercase tracking-wide text-rarity-1">{t('treasureHunter.map.foundShort')}</span>
            </>
          ) : (
            <>
              <span className="flex size-2/5 items-center justify-center opacity-30 grayscale">
                <MapArt />
              </span>
              <span className="text-xs font-bold uppercase tracking-wide text-subtle">{t('treasureHunter.map.emptyShort')}</span>
            </>
          )}
        </span>
      </span>
    </button>
  );
}
