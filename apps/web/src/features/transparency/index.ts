/** Public surface of the transparency feature (docs/transparency.md): the page, the seed's log card, the export card. */
export { LogInclusionCard } from './components/log-inclusion-card.tsx';
export { HistoryExportCard } from './components/history-export-card.tsx';
