import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink, EmptyState, IconGift, IconHelp, PageSpinner } from '../../components/index.ts';
import { BoxItems, useBoxDetail } from '../../features/boxes/index.ts';
import { FreeBoxChooser, FreeBoxCondition, FreeOpenButton, pickFreeBox, useFreeBoxes } from '../../features/free/index.ts';
import { CodeGuideCard } from '../../features/guides/index.ts';
import { PageLiveDrops, RecentDrops } from '../../features/live-drops/index.ts';
import { useRecoverItems } from '../../features/store/index.ts';
import { UnboxingStage } from '../../features/unboxing/index.ts';
import { openFreeGuide } from '../../lib/modals.ts';
import { useRedirect } from '../../lib/navigation.ts';

/**
 * `/free` (docs/product/routes.md#free; docs/free-boxes.md): every free box with what opens it and where the player stands, the chosen
 * one (`?box=` or the first that opens now) on the stage with its odds, an "Open Free Box" button or why it cannot
 * open yet, the guide, and the referral-code guide for a new invited-by-nobody player.
 */
export default function FreePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = useRedirect();
  const asked = Number(params.get('box')) || null;
  const list = useFreeBoxes();
  // the box first shown stays on the stage when the list changes (an opening must not swap it for another)
  const [first, setFirst] = useState<number | null>(null);
  const chosen = pickFreeBox(list.data ?? [], asked ?? first);
  useEffect(() => {
    if (first === null && chosen) setFirst(chosen.boxId);
  }, [first, chosen]);
  const box = useBoxDetail(chosen?.boxId ?? null);
  const recover = useRecoverItems();
  const stageRef = useRef<HTMLDivElement>(null);

  if (list.isError || box.isError || (list.data && !chosen))
    return <EmptyState title={t('unbox.notFound')} action={<ButtonLink to="/">{t('common.backHome')}</ButtonLink>} className="my-10" />;
  if (!list.data || !chosen || !box.data) return <PageSpinner />;

  const select = (id: number) => {
    redirect({ search: `?${new URLSearchParams({ box: String(id) })}` }, { preventScrollReset: true });
    // on a phone the stage is below the cards: bring it into view
    if (window.innerWidth < 1024) stageRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <div className="flex flex-col gap-8 md:gap-10" data-testid="free-page" data-box-id={chosen.boxId}>
      <div className="flex flex-col gap-2">
        <div className="flex items-center gap-3">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-rarity-1/15 text-rarity-1">
            <IconGift size={26} />
          </span>
          <h1 className="text-3xl font-black uppercase italic tracking-tight md:text-4xl">{t('free.title')}</h1>
        </div>
        <p className="max-w-2xl text-sm text-muted">{t('free.subtitle')}</p>
      </div>
      <FreeBoxChooser list={list.data} selectedId={chosen.boxId} onSelect={select} />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-x-8">
        <div ref={stageRef} className="scroll-mt-20">
          <UnboxingStage
            key={box.data.id}
            box={box.data}
            mode="free"
            onSell={(ids) => recover.mutateAsync(ids)}
            freeControl={(open, busy) => <FreeOpenButton box={chosen} busy={busy} onOpen={open} onRefresh={() => void list.refetch()} />}
          />
        </div>
        <div className="flex flex-col gap-4">
          <h2 className="text-2xl font-black uppercase italic tracking-tight" data-testid="free-box-name">
            {chosen.name}
          </h2>
          <FreeBoxCondition box={chosen} />
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
          <CodeGuideCard />
        </div>
      </div>
      <BoxItems items={box.data.items} />
      <PageLiveDrops />
      <RecentDrops boxId={box.data.id} />
    </div>
  );
}
