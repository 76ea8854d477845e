/**
 * M-PESA phone number (docs/product/routes.md "M-PESA number"): a Kenyan mobile number in any usual spelling
 * (0712345678, 712345678, +254712345678, with spaces or dashes). The server checks it again.
 */

/** True for a Kenyan mobile number M-PESA can prompt. */
export function isMpesaPhone(raw: string): boolean {
  const digits = raw.replace(/[\s\-()]/g, '').replace(/^\+/, '');
  return /^(?:254|0)?[17]\d{8}$/.test(digits);
}

/** Digits, spaces and a leading + only, at most 16 characters. */
export function sanitizePhoneInput(raw: string): string {
  return raw
    .replace(/[^\d+\s]/g, '')
    .replace(/(?!^)\+/g, '')
    .slice(0, 16);
}

/** "0712345678" -> "0712 •••678" for the waiting text. */
export function maskPhone(raw: string): string {
  const d = raw.replace(/\D/g, '');
  return d.length < 7 ? raw : `${d.slice(0, 4)} •••${d.slice(-3)}`;
}
