/**
 * Rarity styling by item skuLevel (1 gold, 2 red, 3 purple, 4 blue, 5 grey); unknown levels are grey.
 */
export type RarityLevel = 1 | 2 | 3 | 4 | 5;

const LEVELS: RarityLevel[] = [1, 2, 3, 4, 5];

/** Clamp any skuLevel to a known rarity (unknown -> 5, grey). */
export function rarityLevel(skuLevel: number): RarityLevel {
  return (LEVELS as number[]).includes(skuLevel) ? (skuLevel as RarityLevel) : 5;
}

/** CSS colour variable of a rarity, e.g. `var(--color-rarity-1)`. */
export function rarityColor(skuLevel: number): string {
  return `var(--color-rarity-${rarityLevel(skuLevel)})`;
}

/** English rarity name, used for badges and screen readers. */
export function rarityName(skuLevel: number): string {
  return ({ 1: 'Gold', 2: 'Red', 3: 'Purple', 4: 'Blue', 5: 'Grey' } as const)[rarityLevel(skuLevel)];
}

/** Static Tailwind classes per rarity (text, border, soft background, bar). */
export const RARITY_CLASSES: Record<RarityLevel, { text: string; border: string; soft: string; bar: string }> = {
  1: { text: 'text-rarity-1', border: 'border-rarity-1/60', soft: 'from-rarity-1/25', bar: 'bg-rarity-1' },
  2: { text: 'text-rarity-2', border: 'border-rarity-2/50', soft: 'from-rarity-2/20', bar: 'bg-rarity-2' },
  3: { text: 'text-rarity-3', border: 'border-rarity-3/50', soft: 'from-rarity-3/20', bar: 'bg-rarity-3' },
  4: { text: 'text-rarity-4', border: 'border-rarity-4/50', soft: 'from-rarity-4/20', bar: 'bg-rarity-4' },
  5: { text: 'text-rarity-5', border: 'border-rarity-5/40', soft: 'from-rarity-5/15', bar: 'bg-rarity-5' },
};

/** Classes for a skuLevel. */
export function rarityClasses(skuLevel: number) {
  return RARITY_CLASSES[rarityLevel(skuLevel)];
}
