import { maskName } from '@hapa/domain';
import type { VipLevelRow } from '@hapa/domain';
import { CHAT_IMAGE_MAX_BYTES, type ChatMessage, type ChatOrderCard, type OpsConversation } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { InboxRow, MessageRow } from './chat.repo.ts';
import { imageLibs } from '../../lib/image-libs.ts';

/** Support chat sends per player in RATE_WINDOW_MS (also VIP chat). */
export const SEND_LIMIT = 10;
export const RATE_WINDOW_MS = 10_000;
/** Chat room: one message per player every ROOM_GAP_MS. */
export const ROOM_GAP_MS = 3_000;
/** Longest side of a stored chat image, px. */
const IMAGE_MAX_SIDE = 1280;
const MAX_INPUT_PIXELS = 40_000_000;

/** Path of a stored chat image (random 32-hex key). */
export const chatImagePath = (key: string) => `/api/chat/image/${key}`;
/** The key of a chat image path, or null for anything else. */
export function chatImageKey(path: string): string | null {
  return /^\/api\/chat\/image\/([0-9a-f]{32})$/.exec(path)?.[1] ?? null;
}

/**
 * A chat text as sent: trimmed, 1..`max` characters (code points). docs/product/validation.md#chat: empty is not sent; support 100,
 * VIP chat 500.
 * @throws AppError chat.error.empty | chat.error.too_long (text names the limit)
 */
export function chatText(text: string | undefined, max: number): string {
  const t = (text ?? '').trim();
  if (!t) throw new AppError('chat.error.empty');
  if ([...t].length > max) throw new AppError('chat.error.too_long', `The message is too long (at most ${max} characters)`, { max });
  return t;
}

/**
 * The lowest VIP level whose row has `perk` (the VIP table, docs/product/roles.md#vip-levels: support chat VIP 2+, VIP chat VIP 3+);
 * past the table's last level when no row has it.
 */
export function minLevelWith(levels: VipLevelRow[], perk: 'supportChat' | 'vipChat'): number {
  return levels.find((l) => l[perk])?.level ?? (levels.at(-1)?.level ?? 0) + 1;
}

/** Whether the player's level row has `perk`. */
export function levelHas(levels: VipLevelRow[], level: number, perk: 'supportChat' | 'vipChat'): boolean {
  return !!levels.find((l) => l.level === level)?.[perk];
}

/** An SVG text (after an optional XML declaration and comments). */
function looksLikeSvg(buf: Buffer): boolean {
  const head = buf
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head);
}

/**
 * Checks a chat image by content and re-encodes it to WebP (longest side 1,280 px, no metadata): PNG and
 * JPEG (file-type), and SVG sanitised for real by rasterising it (scripts, links and styles cannot survive a
 * bitmap; an SVG with a DOCTYPE/entities or an external reference is refused before rendering). Anything else:
 * "Only image files are supported, video and other unrelated formats are not supported." (docs/product/validation.md#chat).
 * @throws AppError chat.error.image_size | chat.error.image_type
 */
export async function processChatImage(upload: Buffer): Promise<Buffer> {
  if (upload.length > CHAT_IMAGE_MAX_BYTES) throw new AppError('chat.error.image_size');
  const { sharp, fileTypeFromBuffer } = await imageLibs();
  const type = await fileTypeFromBuffer(upload);
  const isSvg = (!type || type.mime === 'application/xml') && looksLikeSvg(upload);
  if (!isSvg && (!type || !['image/png', 'image/jpeg'].includes(type.mime))) throw new AppError('chat.error.image_type');
  if (isSvg) {
    const text = upload.toString('utf8');
    if (/<!DOCTYPE|<!ENTITY/i.test(text) || /(?:xlink:)?href\s*=\s*["'](?!#)/i.test(text)) throw new AppError('chat.error.image_type');
  }
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', ...(isSvg ? { density: 72 } : {}) })
      .rotate()
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError('chat.error.image_type');
  }
}

/** Who may see what of an author: masked nickname in the shared rooms, nothing in the support chat. */
export function authorName(row: MessageRow, nickname: string | undefined): string {
  return row.room === 'support' ? '' : maskName(nickname ?? '');
}

/** The API shape of a stored message (docs/product/entities.md#notifications-and-chat Chat message). */
export function toChatMessage(
  row: MessageRow,
  nicknames: Map<number, { nickname: string }>,
  quotes: Map<number, MessageRow> = new Map(),
): ChatMessage {
  const q = row.referId !== null ? quotes.get(row.referId) : undefined;
  return {
    id: row.id,
    room: row.room as ChatMessage['room'],
    type: row.sender as ChatMessage['type'],
    userId: row.userId,
    nickname: authorName(row, nicknames.get(row.userId)?.nickname),
    msgType: row.msgType as ChatMessage['msgType'],
    text: row.text,
    image: row.image,
    shippingOrderId: row.shippingOrderId,
    orderCard: (row.orderCard as ChatOrderCard | null) ?? null,
    referChatVipMessage: q ? { id: q.id, nickname: maskName(nicknames.get(q.userId)?.nickname ?? ''), text: q.text } : null,
    gmtCreated: row.createdAt.toISOString(),
  };
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/** A support inbox row as the console shows it; `level` from the VIP table. */
export function toOpsConversation(r: InboxRow, level: number, now: Date): OpsConversation {
  const muted = iso(r.muted_until);
  return {
    id: r.id,
    userId: r.user_id,
    nickname: r.nickname,
    email: r.email,
    level,
    assignedTo: r.assigned_to,
    assignedName: r.assigned_name,
    unread: Number(r.unread),
    lastText: r.last_type === 2 ? '[image]' : r.last_type === 3 ? '[order]' : (r.last_text ?? ''),
    lastMessageAt: iso(r.last_message_at)!,
    mutedUntil: muted && Date.parse(muted) > now.getTime() ? muted : null,
  };
}
