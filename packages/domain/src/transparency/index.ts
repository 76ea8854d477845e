/** The transparency layer's published rules (docs/transparency.md): log tree, signed statements, sum tree, RTP. */
export * from './bytes.ts';
export * from './merkle.ts';
export * from './log-entry.ts';
export * from './statements.ts';
export * from './sum-tree.ts';
export * from './rtp.ts';
