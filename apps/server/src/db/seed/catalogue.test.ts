import { describe, it, expect } from 'vitest';
import { FREE_BOX_ID, FREE_BOX_IDS, SEED_BOXES, SEED_ITEMS, SEED_TAGS } from './catalogue.ts';
import { renderBoxSvg, renderItemSvg } from './art.ts';

const itemsById = new Map(SEED_ITEMS.map((i) => [i.id, i]));
const paidBoxes = SEED_BOXES.filter((b) => !FREE_BOX_IDS.includes(b.id));
/** EV in cents, computed here rather than with the module's helper. */
const ev = (box: (typeof SEED_BOXES)[number]): number =>
  box.items.reduce((s, { itemId, ppm }) => s + itemsById.get(itemId)!.priceCents * ppm, 0) / 1_000_000;

describe('seed items', () => {
  it('has at least 320 items with unique ids from 1001 and unique names', () => {
    expect(SEED_ITEMS.length).toBeGreaterThanOrEqual(320);
    expect(new Set(SEED_ITEMS.map((i) => i.id)).size).toBe(SEED_ITEMS.length);
    expect(new Set(SEED_ITEMS.map((i) => i.name)).size).toBe(SEED_ITEMS.length);
    expect(Math.min(...SEED_ITEMS.map((i) => i.id))).toBe(1001);
  });

  it('has integer positive prices, a valid skuLevel, brand and description', () => {
    for (const i of SEED_ITEMS) {
      expect(Number.isInteger(i.priceCents) && i.priceCents > 0, i.name).toBe(true);
      expect([1, 2, 3, 4, 5]).toContain(i.skuLevel);
      expect(i.brand.length).toBeGreaterThan(0);
      expect(i.description.length).toBeGreaterThan(10);
    }
  });

  it('covers every category and has cheap fillers and coin prizes at face value', () => {
    const cats = new Set(SEED_ITEMS.map((i) => i.category));
    expect(cats.size).toBe(12);
    expect(SEED_ITEMS.filter((i) => i.priceCents <= 500).length).toBeGreaterThanOrEqual(20);
    expect(SEED_ITEMS.find((i) => i.name === '1,000 Coins')?.priceCents).toBe(100_000);
    expect(SEED_ITEMS.find((i) => i.name === '0.01 Coins')?.priceCents).toBe(1);
    expect(SEED_ITEMS.find((i) => i.name === 'Amazon $10 Gift Card')?.priceCents).toBe(1_000);
  });
});

describe('seed boxes', () => {
  it('has at least 36 boxes with contiguous ids from 101 and unique names', () => {
    expect(SEED_BOXES.length).toBeGreaterThanOrEqual(36);
    SEED_BOXES.forEach((b, i) => expect(b.id).toBe(101 + i));
    expect(new Set(SEED_BOXES.map((b) => b.name)).size).toBe(SEED_BOXES.length);
  });

  it('box 109 is the free box', () => {
    const free = SEED_BOXES.find((b) => b.id === FREE_BOX_ID)!;
    expect(free).toMatchObject({ name: 'Free Box', priceCents: 0, tags: ['free'] });
    for (const { itemId } of free.items) expect(itemsById.get(itemId)!.priceCents).toBeLessThanOrEqual(100);
  });

  it('the other free boxes (one per kind, docs/free-boxes.md) are free, tagged free and worth cents, never dollars', () => {
    expect(FREE_BOX_IDS).toEqual([109, 144, 145, 146, 147]);
    for (const id of FREE_BOX_IDS) {
      const b = SEED_BOXES.find((x) => x.id === id)!;
      expect(b, String(id)).toMatchObject({ priceCents: 0, tags: ['free'] });
      expect(ev(b), b.name).toBeLessThanOrEqual(50);
    }
    expect(SEED_BOXES.filter((b) => b.tags.includes('free')).map((b) => b.id)).toEqual([...FREE_BOX_IDS]);
  });

  it('every box has 6..20 existing, distinct items in descending price order', () => {
    for (const b of SEED_BOXES) {
      expect(b.items.length, b.name).toBeGreaterThanOrEqual(6);
      expect(b.items.length, b.name).toBeLessThanOrEqual(20);
      expect(new Set(b.items.map((x) => x.itemId)).size).toBe(b.items.length);
      const prices = b.items.map(({ itemId }) => {
        const item = itemsById.get(itemId);
        expect(item, `${b.name} item ${itemId}`).toBeDefined();
        return item!.priceCents;
      });
      for (let i = 1; i < prices.length; i++) expect(prices[i], b.name).toBeLessThanOrEqual(prices[i - 1]);
    }
  });

  it('every box has positive integer ppm summing to exactly 1,000,000', () => {
    for (const b of SEED_BOXES) {
      for (const { ppm } of b.items) expect(Number.isInteger(ppm) && ppm > 0, b.name).toBe(true);
      expect(
        b.items.reduce((s, x) => s + x.ppm, 0),
        b.name,
      ).toBe(1_000_000);
    }
  });

  it('every paid box has an RTP in [0.85, 0.95]', () => {
    for (const b of paidBoxes) {
      const rtp = ev(b) / b.priceCents;
      expect(rtp, b.name).toBeGreaterThanOrEqual(0.85);
      expect(rtp, b.name).toBeLessThanOrEqual(0.95);
    }
  });

  it('prices span $0.50 to $500 and the 1% iPhone box gives its phone exactly 1%', () => {
    const prices = paidBoxes.map((b) => b.priceCents);
    expect(Math.min(...prices)).toBe(50);
    expect(Math.max(...prices)).toBe(50_000);
    const box = SEED_BOXES.find((b) => b.name === '1% iPhone')!;
    expect(box.items[0].ppm).toBe(10_000);
    expect(itemsById.get(box.items[0].itemId)!.category).toBe('phones');
  });

  it('uses only known tags, features about ten boxes, and has some within the last week', () => {
    for (const b of SEED_BOXES) {
      for (const t of b.tags) expect(SEED_TAGS).toContain(t);
      expect(b.createdDaysAgo).toBeGreaterThanOrEqual(0);
      expect(b.createdDaysAgo).toBeLessThanOrEqual(120);
      expect(b.description.length).toBeGreaterThan(10);
    }
    const featured = SEED_BOXES.filter((b) => b.isFeatured).length;
    expect(featured).toBeGreaterThanOrEqual(8);
    expect(featured).toBeLessThanOrEqual(12);
    expect(SEED_BOXES.filter((b) => b.createdDaysAgo <= 7).length).toBeGreaterThanOrEqual(3);
  });

  it('is deterministic', async () => {
    const { buildBoxes } = await import('./boxes.ts');
    expect(buildBoxes(SEED_ITEMS)).toEqual(SEED_BOXES);
  });
});

describe('seed artwork', () => {
  const check = (svg: string, label: string): void => {
    expect(svg.startsWith('<svg'), label).toBe(true);
    expect(svg.endsWith('</svg>'), label).toBe(true);
    expect(svg).toContain('viewBox="0 0 256 256"');
    expect(svg.replace('http://www.w3.org/2000/svg', ''), label).not.toContain('http');
    expect(new TextEncoder().encode(svg).length, label).toBeLessThan(4096);
    // Well-formed enough: properly nested tags, no raw '&' outside entities, quotes balanced.
    const stack: string[] = [];
    for (const [, close, name, selfClose] of svg.matchAll(/<(\/?)([a-zA-Z]+)(?:\s[^<>]*?)?(\/?)>/g)) {
      if (close) expect(stack.pop(), label).toBe(name);
      else if (!selfClose) stack.push(name);
    }
    expect(stack, label).toEqual([]);
    expect(svg.replace(/<[^<>]*>/g, '').includes('<'), label).toBe(false);
    expect(/&(?!#\d+;|amp;|lt;|gt;|quot;)/.test(svg), label).toBe(false);
    expect((svg.match(/"/g) ?? []).length % 2, label).toBe(0);
  };

  it('renders every item as a small self-contained SVG, deterministically', () => {
    for (const item of SEED_ITEMS) {
      const svg = renderItemSvg(item);
      check(svg, item.name);
      expect(renderItemSvg(item)).toBe(svg);
    }
  });

  it('renders every box as a small self-contained SVG', () => {
    for (const box of SEED_BOXES) check(renderBoxSvg(box), box.name);
  });

  it('escapes embedded text', () => {
    const item = { ...SEED_ITEMS[0], id: 9999, name: 'A <b> & "c"', brand: '<x>' };
    const svg = renderItemSvg(item);
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&#60;b&#62; &#38; &#34;c&#34;');
  });
});
