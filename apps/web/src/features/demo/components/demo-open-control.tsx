import { useTranslation } from 'react-i18next';
import { Button, Price } from '../../../components/index.ts';

/** The demo opening button (docs/product/states.md#demo-mode): one opening for the box price in demo credits; dimmed when they fall short. */
export function DemoOpenControl({
  priceCents,
  creditsCents,
  busy,
  onOpen,
}: {
  priceCents: number;
  creditsCents: number;
  busy: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const short = priceCents > creditsCents;
  return (
    <div className="flex flex-col items-center gap-2" data-testid="demo-open-control">
      <Button
        size="lg"
        className="h-auto w-full max-w-sm flex-col gap-0.5 py-2.5"
        disabled={busy || short}
        onClick={onOpen}
        data-testid="demo-open"
      >
        <span className="text-xs font-black uppercase tracking-wider opacity-80">{t('demo.open')}</span>
        <Price cents={priceCents} className="text-base" />
      </Button>
      <p className="text-center text-xs text-muted" role={short ? 'alert' : undefined}>
        {short ? t('demo.notEnough') : t('demo.openHint')}
      </p>
    </div>
  );
}
