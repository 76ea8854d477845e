export const drops = {
  title: 'Live drops',
  live: 'Live',
  paused: 'Paused',
  best: 'Best drop',
  empty: 'Waiting for the next drop...',
  recent: 'Recent drops',
  noneForBox: 'No one has opened this box yet. Be the first!',
};
