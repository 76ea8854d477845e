import type { TreasureConfig, TreasurePlay, TreasurePrice } from '@hapa/contracts';
import { coinsToCents, formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Card, cn, IconLock, IconMinus, IconPlus } from '../../../../components/index.ts';
import { PlayStats } from './treasure-summary.tsx';

/** fast: every map flips in sequence after one payment; normal: the player opens each map. */
export type TreasureMode = 'fast' | 'normal';

const money = (coins: number) => formatCoins(coinsToCents(coins));

export interface TreasureControlsProps {
  cfg: TreasureConfig;
  info: TreasurePrice;
  /** maps of the next play, within `cfg.minMaps..maxMaps` */
  mapNumber: number;
  mode: TreasureMode;
  /** the normal play waiting for the player's picks, if any (locks the choices) */
  openPlay: TreasurePlay | null;
  busy: 'pay' | number | null;
  /** a fast play is still flipping */
  revealing: boolean;
  /** the player has an open play of another treasure (no new play here) */
  otherActive: boolean;
  onChoose: (next: { maps?: number; mode?: TreasureMode }) => void;
  onHunt: () => void;
}

/**
 * The play settings of `/treasure` (docs/product/entities.md#treasure): the map-number stepper, the mode, the
 * price and chances, and the buy button (or, during a normal play, the hint to open a map).
 */
export function TreasureControls({
  cfg,
  info,
  mapNumber,
  mode,
  openPlay,
  busy,
  revealing,
  otherActive,
  onChoose,
  onHunt,
}: TreasureControlsProps) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-4" data-testid="treasure-settings">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-muted">{t('treasureHunter.play.maps')}</p>
          <div className="flex items-center gap-1">
            <Button
              variant="secondary"
              size="sm"
              className="size-10 p-0"
              aria-label={t('treasureHunter.play.fewer')}
              disabled={!!openPlay || mapNumber <= cfg.minMaps}
              onClick={() => onChoose({ maps: mapNumber - 1 })}
              data-testid="treasure-maps-minus"
            >
              <IconMinus size={16} />
            </Button>
            <span className="w-10 text-center font-mono text-xl font-black" data-testid="treasure-map-number">
              {openPlay ? openPlay.mapNumber : mapNumber}
            </span>
            <Button
              variant="secondary"
              size="sm"
              className="size-10 p-0"
              aria-label={t('treasureHunter.play.more')}
              disabled={!!openPlay || mapNumber >= cfg.maxMaps}
              onClick={() => onChoose({ maps: mapNumber + 1 })}
              data-testid="treasure-maps-plus"
            >
              <IconPlus size={16} />
            </Button>
          </div>
        </div>
        <ModeToggle mode={openPlay ? 'normal' : mode} disabled={!!openPlay} onChange={(m) => onChoose({ mode: m })} />
      </div>
      <p className="-mt-2 text-xs text-muted">
        {mode === 'fast' && !openPlay ? t('treasureHunter.play.fastHint') : t('treasureHunter.play.normalHint')}
      </p>
      <PlayStats
        price={openPlay ? openPlay.amount : info.price}
        chancePpm={openPlay ? openPlay.chancePpm : info.chancePpm}
        anyChancePpm={info.anyChancePpm}
      />
      {openPlay ? (
        <p
          className="rounded-xl border border-rarity-1/40 bg-rarity-1/10 p-3 text-center text-sm font-semibold text-rarity-1"
          data-testid="treasure-pick-hint"
        >
          {t('treasureHunter.play.pickMap')}
        </p>
      ) : (
        <Button
          size="lg"
          variant="gold"
          block
          loading={busy === 'pay'}
          disabled={busy !== null || revealing || otherActive}
          onClick={onHunt}
          data-testid="treasure-buy"
        >
          {mode === 'fast'
            ? t('treasureHunter.play.buy', { price: money(info.price) })
            : t('treasureHunter.play.buyOpen', { count: mapNumber, price: money(info.price) })}
        </Button>
      )}
      {otherActive ? <p className="-mt-2 text-xs text-muted">{t('treasureHunter.play.openOther')}</p> : null}
    </Card>
  );
}

/** A treasure above the player's VIP level: the level it needs and the way to `/vip`. */
export function TreasureLocked({ level }: { level: number }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-start gap-2 border-warning/50" data-testid="treasure-locked">
      <p className="flex items-center gap-2 text-sm font-bold text-warning">
        <IconLock size={16} />
        {t('treasureHunter.lockedText', { level })}
      </p>
      <Link to="/vip" className="text-sm font-semibold text-accent hover:underline">
        {t('treasureHunter.lockedLink')}
      </Link>
    </Card>
  );
}

function ModeToggle({ mode, disabled, onChange }: { mode: TreasureMode; disabled: boolean; onChange(m: TreasureMode): void }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-muted">{t('treasureHunter.play.mode')}</p>
      <div className="flex rounded-xl border border-line bg-bg-2 p-1" role="radiogroup" aria-label={t('treasureHunter.play.mode')}>
        {(['fast', 'normal'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={mode === m}
            disabled={disabled}
            onClick={() => onChange(m)}
            className={cn(
              'h-8 rounded-lg px-3 text-sm font-bold transition',
              mode === m ? 'bg-accent text-accent-ink' : 'text-muted hover:text-fg',
              disabled && 'opacity-60',
            )}
            data-testid={`treasure-mode-${m}`}
          >
            {t(`treasureHunter.play.${m}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
