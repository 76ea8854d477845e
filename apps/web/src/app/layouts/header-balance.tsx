import { useTranslation } from 'react-i18next';
import { Button, IconPlus, Price, Skeleton } from '../../components/index.ts';
import { useBaseInfo } from '../../features/auth/index.ts';
import { openTopUp } from '../../lib/modals.ts';

/** Coin balance pill with the Top-up button (signed-in header); a same-size placeholder until base info arrives. */
export function HeaderBalance() {
  const { t } = useTranslation();
  const { data, isLoading } = useBaseInfo();
  return (
    <div className="flex items-center rounded-xl border border-line bg-bg-2 p-1 pl-3">
      {/* a slot as wide as the placeholder, so a balance up to $999.99 fills it without moving the header (the
          first screen renders the placeholder: docs/architecture/first-screen.md#signed-in-visitors) */}
      <span className="flex h-5 min-w-20 items-center">
        {isLoading || !data ? (
          <Skeleton className="h-5 w-20" />
        ) : (
          <Price coins={data.coin} icon className="text-sm" data-testid="header-balance" />
        )}
      </span>
      <span className="ml-3 hidden sm:block">
        <Button size="sm" onClick={() => openTopUp()} data-testid="header-topup">
          {t('nav.topUp')}
        </Button>
      </span>
      <button
        type="button"
        onClick={() => openTopUp()}
        className="ml-2 flex size-7 items-center justify-center rounded-lg bg-accent text-accent-ink sm:hidden"
        aria-label={t('nav.topUp')}
        data-testid="header-topup-mobile"
      >
        <IconPlus size={16} strokeWidth={3} />
      </button>
    </div>
  );
}
