export { BoxCard } from './components/box-card.tsx';
export { BoxFilters } from './components/box-filters.tsx';
export { BoxCatalogue } from './components/box-catalogue.tsx';
export { BoxGrid } from './components/box-grid.tsx';
export { BoxRail } from './components/box-rail.tsx';
export { BoxSearch } from './components/box-search.tsx';
export { useBoxDetail, boxDetailKey } from './api/get-box-detail.ts';
export { useBoxList } from './api/get-box-list.ts';
