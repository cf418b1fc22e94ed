import { endpoint } from '@pasarlens/contracts';
import { z } from 'zod';
import { registerEndpoints } from '../http/endpoints.ts';
import type { TestApp } from './harness.ts';

/** Admin endpoints of the kind the admin area will add, for testing the guard and the audit log. */
export const adminProbes = {
  adminProbe: endpoint({
    method: 'GET',
    path: '/internal/admin/probe',
    tag: 'test',
    summary: 'An admin-only read',
    access: 'admin',
    response: z.object({ ok: z.literal(true) }),
  }),
  adminProbeChange: endpoint({
    method: 'POST',
    path: '/internal/admin/probe/:userId',
    tag: 'test',
    summary: 'An admin-only change',
    access: 'admin',
    params: z.object({ userId: z.string() }),
    response: z.object({ ok: z.literal(true) }),
  }),
};

export function registerAdminProbes(app: TestApp): void {
  registerEndpoints(app.server, adminProbes, {
    adminProbe: () => ({ ok: true as const }),
    adminProbeChange: () => ({ ok: true as const }),
  });
}
