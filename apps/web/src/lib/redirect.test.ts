import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './redirect.ts';
import { paths } from './paths.ts';

describe('safeRedirect', () => {
  it('keeps same-site paths', () => {
    expect(safeRedirect(`${paths.profile}?tab=1`)).toBe(`${paths.profile}?tab=1`);
    expect(safeRedirect(paths.home)).toBe(paths.home);
  });
  it('rejects other sites and non-paths', () => {
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'app', '', null, undefined]) {
      expect(safeRedirect(bad)).toBeUndefined();
    }
  });
  it('builds the login path with the original path and search', () => {
    expect(loginPathFor(`${paths.productResearch}?q=a&b=c`)).toBe(
      `${paths.login}?redirected_from=%2Fapp%2Fresearch%2Fproduct%3Fq%3Da%26b%3Dc`,
    );
  });
});
