/** Extra catalogue texts: recent searches, top list, recommendations. */
export const catalogue = {
  recentSearches: 'Recent searches',
  clearSearches: 'Clear',
  topTitle: 'Top 20',
  topSubtitle: 'The most opened boxes',
  recommendTitle: 'Recommended for you',
  recommendVisitor: 'Best sellers',
};
