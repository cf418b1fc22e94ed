import { adminDataHealthEndpoints, captureEndpoints, contributionsEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { dataHealthService } from './data-health.service.ts';
import { intakeService } from './intake.service.ts';

/**
 * The intake's door for a signed-in user's browser: the answers it received, within a per-user
 * allowance; what the user contributed; and data health for admins (every decision audited by the guard).
 */
export function intakeRoutes(ctx: AppContext): FastifyPluginAsync {
  const intake = intakeService(ctx);
  const health = dataHealthService(ctx);
  return async (app) => {
    registerEndpoints(app, captureEndpoints, {
      marketCapture: async ({ body, auth }) => {
        await ctx.rateLimits.consumeCapture(auth.user.id);
        const {
          days: _days,
          firstChangedDay: _first,
          ...report
        } = await intake.take(body.answers, {
          kind: 'extension',
          userId: auth.user.id,
        });
        return report;
      },
    });
    registerEndpoints(app, contributionsEndpoints, {
      contributions: ({ auth }) => health.contributions(auth.user.id),
    });
    registerEndpoints(app, adminDataHealthEndpoints, {
      adminDataHealth: () => health.overview(),
      adminHeldSightings: ({ query }) => health.held(query.page),
      adminReleaseSighting: ({ params, auth }) => health.release(params.id, auth.user.id),
      adminDropSighting: ({ params, auth }) => health.drop(params.id, auth.user.id),
    });
  };
}
