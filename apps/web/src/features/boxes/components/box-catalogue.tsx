import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, IconHeart, SectionHeading, Tabs, IconGrid } from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useInfiniteBoxList } from '../api/get-box-list.ts';
import { useTags } from '../api/get-tags.ts';
import { BoxGrid } from './box-grid.tsx';

/** Fixed categories of the picker (docs/product/routes.md#boxes); tags from /api/item/tags follow. */
export const FIXED_CATEGORIES = ['ALL', 'FEATURED', 'NEWEST', 'MY_LIKE'] as const;
/** 12 fills whole rows at 2, 3, 4 and 6 columns. */
const PAGE_SIZE = 12;

/** Category picker (ALL / FEATURED / NEWEST / MY LIKE + tags) over a paged grid of boxes. */
export function BoxCatalogue() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [category, setCategory] = useState<string>('ALL');
  const { data: tags = [] } = useTags();
  const needsLogin = category === 'MY_LIKE' && !loggedIn;
  const query = useInfiniteBoxList({ category, pageSize: PAGE_SIZE }, { enabled: !needsLogin });
  const boxes = query.data?.pages.flatMap((p) => p.list) ?? [];

  const items = [
    ...FIXED_CATEGORIES.map((c) => ({ value: c, label: t(`boxes.category.${c}`), testId: `category-${c}` })),
    ...tags.map((tag) => ({ value: tag.name, label: tag.name, testId: `category-tag-${tag.name}` })),
  ];

  return (
    <section data-testid="box-catalogue" className="skip-offscreen [--offscreen-height:1700px] lg:[--offscreen-height:740px]">
      <SectionHeading title={t('boxes.allBoxes')} icon={<IconGrid size={20} />} />
      <Tabs
        variant="pills"
        items={items}
        value={category}
        onValueChange={setCategory}
        aria-label={t('boxes.categories')}
        listClassName="-mx-3 px-3 pb-4 md:mx-0 md:px-0"
      />
      {needsLogin ? (
        <EmptyState
          icon={<IconHeart size={28} />}
          title={t('boxes.noLikes')}
          description={t('boxes.likeLogin')}
          action={<Button onClick={() => openAuth('login')}>{t('auth.logIn')}</Button>}
        />
      ) : query.isError ? (
        <EmptyState
          title={t('boxes.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : !query.isLoading && boxes.length === 0 ? (
        <EmptyState
          icon={category === 'MY_LIKE' ? <IconHeart size={28} /> : undefined}
          title={category === 'MY_LIKE' ? t('boxes.noLikes') : t('boxes.emptyCategory')}
          data-testid="catalogue-empty"
        />
      ) : (
        <>
          <BoxGrid boxes={boxes} loading={query.isLoading} />
          {query.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="secondary"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
                data-testid="catalogue-more"
              >
                {t('boxes.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
