import { paths } from './paths.ts';

/** Query parameter carrying the page an unauthenticated visitor asked for. */
export const REDIRECT_PARAM = 'redirected_from';
export const DEFAULT_AFTER_LOGIN = paths.home;

/** A same-site path to return to after login: starts with '/' but not '//' (nor '/\'). */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

export function loginPathFor(pathWithSearch: string): string {
  return `${paths.login}?${new URLSearchParams({ [REDIRECT_PARAM]: pathWithSearch }).toString()}`;
}
