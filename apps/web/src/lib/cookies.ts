/**
 * The value of cookie `name` in a `document.cookie` string (`'a=1; hapa_lang=pt-BR'`), decoded, or null when it is
 * absent or its value does not decode (the first one when it repeats).
 */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}
