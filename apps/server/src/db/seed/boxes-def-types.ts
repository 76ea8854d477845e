/** Shape of a box definition of the seeded catalogue (boxes-def.ts and its category files). */

export interface BoxDef {
  name: string;
  usd: number;
  tags: string[];
  featured?: boolean;
  days: number;
  desc: string;
  items: string[];
  /** Fixed ppm for some items (by the same reference as in `items`). */
  fixed?: Record<string, number>;
  /** Only for the free box: expected value target in cents (RTP does not apply at price 0). */
  targetEvCents?: number;
}

/** A box definition with its fixed id, as the category files write it (boxes-def.ts drops the id). */
export interface SeedBoxDef extends BoxDef {
  id: number;
}
