/** The tabs of /provably-fair: one per seed type (fairness.md "Seeds": 1 boxes, 2 battles, 3 games), then the public draws. */
export const FAIRNESS_TABS = ['1', '2', '3', 'draws'] as const;
export type FairnessTab = (typeof FAIRNESS_TABS)[number];

const isTab = (v: string | null): v is FairnessTab => (FAIRNESS_TABS as readonly (string | null)[]).includes(v);

/**
 * The tab a link to /provably-fair opens: ?tab=1|2|3|draws or ?seedType=1|2|3, else the one its verifier needs
 * (?battle= battles, ?round= games, ?draw= a lottery draw or ?bingo= a bingo game: draws), else boxes.
 */
export function fairnessTabOf(params: URLSearchParams): FairnessTab {
  const asked = params.get('tab') ?? params.get('seedType');
  if (isTab(asked)) return asked;
  if (params.get('battle')) return '2';
  if (params.get('round')) return '3';
  if (params.get('draw') || params.get('bingo')) return 'draws';
  return '1';
}
