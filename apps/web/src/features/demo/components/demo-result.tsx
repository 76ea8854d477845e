import type { OpenResult } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, Button, IconRefresh, Price, rarityClasses, rarityColor, rarityName } from '../../../components/index.ts';
import { cn } from '../../../components/cn.ts';
import { formatCoinUnits } from '../../../lib/money.ts';
import { openAuth } from '../../../lib/modals.ts';
import { picture } from '../../../lib/picture.ts';

/**
 * The result of a demo opening (docs/product/states.md#demo-mode): what the visitor would have won, clearly a demo prize (nothing
 * to sell or keep), the revealed demo seed to check it, and the two ways on: another demo opening or signing up.
 */
export function DemoResult({
  result,
  serverSeed,
  onAgain,
  canAgain,
}: {
  result: OpenResult;
  serverSeed: string;
  onAgain: () => void;
  canAgain: boolean;
}) {
  const { t } = useTranslation();
  const rarity = rarityClasses(result.skuLevel);
  return (
    <div className="flex animate-pop flex-col gap-4" data-testid="demo-result">
      <div className="text-center">
        <p className="text-xs font-black uppercase tracking-[0.3em] text-amber-300">{t('demo.resultTitle')}</p>
        <p className="mt-1 text-lg font-extrabold text-fg md:text-xl" data-testid="result-title">
          {result.itemName}
        </p>
        <p className="mx-auto mt-1 max-w-md text-sm text-muted">
          {t('demo.resultText', { item: result.itemName, amount: formatCoinUnits(result.itemPrice) })}
        </p>
      </div>
      <div
        className={cn(
          'relative mx-auto flex w-full max-w-[15rem] flex-col items-center gap-1 overflow-hidden rounded-2xl border bg-surface p-3 text-center',
          rarity.border,
        )}
      >
        <span
          className="pointer-events-none absolute inset-0 opacity-25"
          style={{ background: `radial-gradient(circle at 50% 40%, ${rarityColor(result.skuLevel)}, transparent 70%)` }}
        />
        <Badge skuLevel={result.skuLevel} className="relative self-start">
          {rarityName(result.skuLevel)}
        </Badge>
        <img {...picture(result.itemImage, '144px')} alt={result.itemName} className="relative size-36 object-contain" />
        <Price coins={result.itemPrice} className={cn('relative text-sm', rarity.text)} />
      </div>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 md:gap-3">
        <Button size="lg" onClick={() => openAuth('signup', 'demo')} data-testid="demo-result-signup">
          {t('demo.signUp')}
        </Button>
        <Button
          variant="outline"
          size="lg"
          onClick={onAgain}
          disabled={!canAgain}
          icon={<IconRefresh size={16} />}
          data-testid="demo-result-again"
        >
          {t('demo.again')}
        </Button>
      </div>
      <p className="break-all text-center font-mono text-[11px] text-muted" data-testid="demo-result-seed">
        {t('demo.fair', { seed: serverSeed, ticket: result.ticket })}
      </p>
    </div>
  );
}
