/**
 * Edge cases the schema-driven fuzz (fuzz.test.ts) asks of EVERY route, never sampled away: other spellings of
 * its path and header values outside ASCII. Each is refused at the edge (request-guards.ts) with a 400 and its
 * key, before any guard or handler (docs/security.md#requests-and-sessions).
 */

/** One edge request: its name, URL, headers and the 400 key it must get. */
export interface EdgeCase {
  name: string;
  url: string;
  headers: Record<string, string>;
  key: 'error.path_not_canonical' | 'error.invalid_header';
}

/** A percent-encoded letter (upper- and lower-case hex) and an encoded slash in `url`'s path. */
export function encodedSpellings(url: string): [string, string][] {
  const [path, query] = url.split('?') as [string, string | undefined];
  const q = query === undefined ? '' : `?${query}`;
  const at = path.search(/[a-z]/i);
  const hex = path[at]!.charCodeAt(0).toString(16).toUpperCase();
  return [
    ['path with a %-encoded letter', `${path.slice(0, at)}%${hex}${path.slice(at + 1)}${q}`],
    ['path with a %-encoded letter, lower-case hex', `${path.slice(0, at)}%${hex.toLowerCase()}${path.slice(at + 1)}${q}`],
    ['path with an encoded slash', `${path.replace(/\/(?=[^/]*$)/, '%2F')}${q}`],
  ];
}

/**
 * Header values with bytes outside ASCII (Node hands obs-text bytes over as Latin-1 characters; inject can also send
 * what no socket can, e.g. U+2713), each in a header the server reads.
 */
export const NON_ASCII_HEADERS: [string, (session: string) => string][] = [
  ['idempotency-key', () => 'cl\u00e9-de-fuzz-1'],
  ['idempotency-key', () => '\u00ff'.repeat(40)],
  ['authorization', (session) => `${session}\u00e9`],
  ['x-lang', () => 'pt\u00e7'],
  ['accept-language', () => 'fran\u00e7ais'],
  ['x-channel-type', () => '\u2713web'],
  ['x-bot-token', () => 'token-\u00e9'],
  ['x-device-id', () => 'device-\u00a0'],
  ['sitecode', () => 'K\u00c9'],
];

/** The edge cases of one route, from its baseline request (`url`, `headers`) and a player session. */
export function edgeCases(baseline: { url: string; headers: Record<string, string> }, session: string): EdgeCase[] {
  const withSession = { ...baseline.headers, authorization: session };
  return [
    ...encodedSpellings(baseline.url).map(([name, url]): EdgeCase => ({
      name,
      url,
      headers: withSession,
      key: 'error.path_not_canonical',
    })),
    ...NON_ASCII_HEADERS.map(([header, value]): EdgeCase => ({
      name: `header ${header} with bytes outside ASCII`,
      url: baseline.url,
      headers: { ...withSession, [header]: value(session) },
      key: 'error.invalid_header',
    })),
  ];
}
