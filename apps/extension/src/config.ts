declare const __APP_ORIGIN__: string | undefined;

/** The Pasarlens web app the extension was built for (`APP_URL` at build time, decisions/038). */
export const APP_ORIGIN: string = typeof __APP_ORIGIN__ === 'string' ? __APP_ORIGIN__ : 'http://localhost:3000';

/** What the extension keeps in chrome.storage.local. */
export const STORAGE = { token: 'token', contributing: 'contributing' } as const;
