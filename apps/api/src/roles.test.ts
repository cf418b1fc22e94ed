import { describe, expect, it } from 'vitest';
import { parseRole, planFor } from './roles.ts';

describe('process roles', () => {
  it('runs everything by default', () => {
    expect(planFor(parseRole([]))).toEqual({ http: true, work: true, schedule: true });
  });
  it('splits web, worker and scheduler', () => {
    expect(planFor(parseRole(['--role', 'web']))).toEqual({ http: true, work: false, schedule: false });
    expect(planFor(parseRole(['--role=worker']))).toEqual({ http: false, work: true, schedule: false });
    expect(planFor(parseRole(['--role', 'scheduler']))).toEqual({ http: false, work: false, schedule: true });
  });
  it('refuses an unknown role', () => {
    expect(() => parseRole(['--role', 'cook'])).toThrow(
      "--role must be one of all, web, worker, scheduler (got 'cook')",
    );
  });
});
