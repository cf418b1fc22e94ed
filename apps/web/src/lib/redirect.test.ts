import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('keeps same-site paths', () => {
    expect(safeRedirect('/app/account/profile?tab=1')).toBe('/app/account/profile?tab=1');
    expect(safeRedirect('/app')).toBe('/app');
  });
  it('rejects other sites and non-paths', () => {
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'app', '', null, undefined]) {
      expect(safeRedirect(bad)).toBeUndefined();
    }
  });
  it('builds the login path with the original path and search', () => {
    expect(loginPathFor('/app/research/product?q=a&b=c')).toBe('/login?redirected_from=%2Fapp%2Fresearch%2Fproduct%3Fq%3Da%26b%3Dc');
  });
});
