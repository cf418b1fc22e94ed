import { captureEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { intakeService } from './intake.service.ts';

/** The intake's door for a signed-in user's browser: the answers it received, within a per-user allowance. */
export function intakeRoutes(ctx: AppContext): FastifyPluginAsync {
  const intake = intakeService(ctx);
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
  };
}
