/** Days between saving a birthday and its first gift (docs/spec-notes.md#birthday-wait); operators change it. */
export const BIRTHDAY_WAIT_DAYS = 30;

/** The birthday wait of the settings (a row saved before the setting existed reads the default). */
export function birthdayWaitDays(s: { birthday: { waitDays?: number } }): number {
  return s.birthday.waitDays ?? BIRTHDAY_WAIT_DAYS;
}
