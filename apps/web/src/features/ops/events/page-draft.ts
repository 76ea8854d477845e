import { DAY_MS } from '@hapa/domain';
import { EVENT_BLOCK_TYPES, EventPageContent, OpsEventCreate, type EventBlock, type OpsPromoEvent } from '@hapa/contracts';

/** One block as the form edits it (box ids and size as typed). */
export interface BlockDraft {
  type: (typeof EVENT_BLOCK_TYPES)[number];
  boxIds: string;
  size: string;
  rulesEn: string;
  rulesPt: string;
}

/** An event page as the form edits it: the event's own fields (new pages only) and its content. */
export interface PageDraft {
  slug: string;
  startsAt: string;
  endsAt: string;
  bannerImg: string;
  isActive: boolean;
  titleEn: string;
  titlePt: string;
  subtitleEn: string;
  subtitlePt: string;
  blocks: BlockDraft[];
}

export const newBlock = (type: BlockDraft['type']): BlockDraft => ({ type, boxIds: '', size: '10', rulesEn: '', rulesPt: '' });

/** ISO -> the value of a datetime-local input (the operator's local time). */
function localInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A new page: starting now for a week, switched on, a countdown and a boxes block to fill in. */
export function newPageDraft(now = new Date()): PageDraft {
  return {
    slug: '',
    startsAt: localInput(now),
    endsAt: localInput(new Date(now.getTime() + 7 * DAY_MS)),
    bannerImg: '',
    isActive: true,
    titleEn: '',
    titlePt: '',
    subtitleEn: '',
    subtitlePt: '',
    blocks: [newBlock('countdown'), newBlock('boxes')],
  };
}

/** The draft of an existing operator's page (its content; the event's dates stay with the event form). */
export function pageDraftOf(e: OpsPromoEvent): PageDraft | null {
  const c = EventPageContent.safeParse(e.config);
  if (!c.success) return null;
  return {
    ...newPageDraft(),
    slug: e.slug,
    titleEn: c.data.title.en,
    titlePt: c.data.title.pt,
    subtitleEn: c.data.subtitle.en,
    subtitlePt: c.data.subtitle.pt,
    blocks: c.data.blocks.map((b) => ({
      ...newBlock(b.type),
      boxIds: b.type === 'boxes' ? b.boxIds.join(', ') : '',
      size: b.type === 'leaderboard' ? String(b.size) : '10',
      rulesEn: b.type === 'rules' ? b.text.en : '',
      rulesPt: b.type === 'rules' ? b.text.pt : '',
    })),
  };
}

function blockOf(b: BlockDraft): EventBlock | { type: 'invalid' } {
  if (b.type === 'boxes') {
    const ids = b.boxIds
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((x) => (/^\d+$/.test(x) ? Number(x) : NaN));
    return { type: 'boxes', boxIds: ids };
  }
  if (b.type === 'leaderboard') return { type: 'leaderboard', size: /^\d+$/.test(b.size.trim()) ? Number(b.size.trim()) : NaN };
  if (b.type === 'rules') return { type: 'rules', text: { en: b.rulesEn, pt: b.rulesPt } };
  return { type: 'countdown' };
}

/** The page content of a draft, or null when it is not valid (the server's own schema decides). */
export function contentOf(d: PageDraft): EventPageContent | null {
  const r = EventPageContent.safeParse({
    title: { en: d.titleEn, pt: d.titlePt },
    subtitle: { en: d.subtitleEn, pt: d.subtitlePt },
    blocks: d.blocks.map(blockOf),
  });
  return r.success ? r.data : null;
}

/** The body of a new event page, or null when it is not valid. */
export function createBodyOf(d: PageDraft): OpsEventCreate | null {
  const page = contentOf(d);
  const starts = new Date(d.startsAt);
  const ends = new Date(d.endsAt);
  if (!page || Number.isNaN(starts.getTime()) || Number.isNaN(ends.getTime())) return null;
  const r = OpsEventCreate.safeParse({
    slug: d.slug.trim(),
    startsAt: starts.toISOString(),
    endsAt: ends.toISOString(),
    bannerImg: d.bannerImg,
    isActive: d.isActive,
    page,
  });
  return r.success ? r.data : null;
}
