/** A player's friend code: `HB` and the uid in base 36, upper case (stable, short, readable). */
export function friendCodeOf(uid: number): string {
  return `HB${uid.toString(36).toUpperCase().padStart(4, '0')}`;
}

/** The uid a friend code names, or null when it is not one. */
export function uidOfFriendCode(code: string): number | null {
  const m = /^HB([0-9A-Z]{4,8})$/.exec(code.trim().toUpperCase());
  if (!m) return null;
  const uid = Number.parseInt(m[1]!, 36);
  return uid > 0 && uid <= 2_147_483_647 ? uid : null;
}
