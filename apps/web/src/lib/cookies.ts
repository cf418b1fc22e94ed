/** Minimal document.cookie helpers for the readable cookies the app uses (csrf, language, ttp). */

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export interface CookieOptions {
  /** Lifetime in seconds. */
  maxAge?: number;
  path?: string;
}

export function writeCookie(name: string, value: string, { maxAge, path = '/' }: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  let cookie = `${name}=${encodeURIComponent(value)}; path=${path}; SameSite=Lax`;
  if (maxAge !== undefined) cookie += `; max-age=${maxAge}`;
  if (typeof location !== 'undefined' && location.protocol === 'https:') cookie += '; Secure';
  document.cookie = cookie;
}

export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
