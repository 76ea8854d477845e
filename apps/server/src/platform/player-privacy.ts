import type { OpsRole } from '@hapa/contracts';

/**
 * Who sees a player's email in the console (docs/how-to/operator-day.md#players): admin and support (they talk to
 * players). Every other role sees it masked (`j***@example.com`); nicknames are shown to every role that opens a
 * player. Searching by the full email works for every role allowed to search.
 */
export function canSeeEmail(roles: readonly OpsRole[]): boolean {
  return roles.includes('admin') || roles.includes('support');
}

/** `jane.doe@example.com` -> `j***@example.com`; a value without `@` -> `***`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** The email as `roles` may see it. */
export function emailFor(roles: readonly OpsRole[], email: string): string {
  return canSeeEmail(roles) ? email : maskEmail(email);
}

/**
 * `203.0.113.7` -> `203.0.113.*`; an IPv6 address keeps its first two groups (`2001:db8:*`); an IPv4-mapped IPv6
 * address is masked as its IPv4 address; anything else -> `***` (docs/security.md#sessions-and-devices).
 */
export function maskAddress(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.*`;
  if (ip.includes(':')) {
    const groups = ip.split(':').filter(Boolean);
    return groups.length >= 2 ? `${groups[0]}:${groups[1]}:*` : '***';
  }
  return '***';
}

/** `a1b2c3d4e5...` -> `a1b2…`: enough to tell devices apart on one page, not to look one up elsewhere. */
export function maskDeviceId(id: string): string {
  return `${id.slice(0, 4)}…`;
}

/**
 * A session's client address and device id as `roles` may see them (docs/security.md#sessions-and-devices): the same
 * roles as the email (admin, support) see them whole, the others masked; null stays null.
 */
export function clientFor(roles: readonly OpsRole[], client: { ip: string | null; deviceId: string | null }) {
  if (canSeeEmail(roles)) return { ip: client.ip, deviceId: client.deviceId };
  return {
    ip: client.ip === null ? null : maskAddress(client.ip),
    deviceId: client.deviceId === null ? null : maskDeviceId(client.deviceId),
  };
}
