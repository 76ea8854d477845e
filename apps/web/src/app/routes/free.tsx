import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, EmptyState, IconGift, IconHelp, PageSpinner } from '../../components/index.ts';
import { BoxItems, useBoxDetail } from '../../features/boxes/index.ts';
import { PageLiveDrops, RecentDrops } from '../../features/live-drops/index.ts';
import { useRecoverItems } from '../../features/store/index.ts';
import { UnboxingStage, useFreeInfo } from '../../features/unboxing/index.ts';
import { openFreeGuide } from '../../lib/modals.ts';

/** Box 109 when the server does not say otherwise (spec §2 free box guide). */
const DEFAULT_FREE_BOX_ID = 109;

/** `/free`: the free box with its odds, an "Open Free Box" button and the guide. */
export default function FreePage() {
  const { t } = useTranslation();
  const info = useFreeInfo();
  const boxId = info.data?.boxId ?? (info.isError ? DEFAULT_FREE_BOX_ID : null);
  const box = useBoxDetail(boxId);
  const recover = useRecoverItems();

  if (box.isError)
    return <EmptyState title={t('unbox.notFound')} action={<ButtonLink to="/">{t('common.backHome')}</ButtonLink>} className="my-10" />;
  if (!box.data) return <PageSpinner />;

  return (
    <div className="flex flex-col gap-8 md:gap-12" data-testid="free-page">
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <div className="flex flex-col gap-4 lg:col-start-2">
          <div className="flex items-center gap-3">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-rarity-1/15 text-rarity-1">
              <IconGift size={26} />
            </span>
            <h1 className="text-3xl font-black uppercase italic tracking-tight md:text-4xl">{t('free.title')}</h1>
          </div>
          <p className="text-sm text-muted">{t('free.subtitle')}</p>
        </div>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <UnboxingStage key={box.data.id} box={box.data} mode="free" onSell={(ids) => recover.mutateAsync(ids)} />
        </div>
        <div className="flex flex-col gap-4 lg:col-start-2">
          <div className="rounded-2xl border border-line bg-surface p-4">
            <p className="mb-2 text-sm font-extrabold">{t('free.howTitle')}</p>
            <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-muted">
              {(t('free.how', { returnObjects: true }) as string[]).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            icon={<IconHelp size={16} />}
            onClick={openFreeGuide}
            data-testid="free-guide-button"
          >
            {t('free.guide')}
          </Button>
        </div>
      </div>
      <BoxItems items={box.data.items} />
      <PageLiveDrops />
      <RecentDrops boxId={box.data.id} />
    </div>
  );
}
