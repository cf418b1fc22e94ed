import { sandboxEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import type { SandboxGateway } from './gateway/sandbox.ts';

/**
 * The sandbox gateway's portal API (its page is /sandbox/pay/:token in the web app). Paying
 * delivers the signed notification to the same handler the webhook uses.
 */
export function sandboxRoutes(ctx: AppContext, sandbox: SandboxGateway): FastifyPluginAsync {
  return async (app) =>
    registerEndpoints(app, sandboxEndpoints, {
      sandboxTransaction: ({ params }) => sandbox.transaction(params.token),
      sandboxPay: async ({ params, body }) => {
        const { notification, finishUrl } = await sandbox.pay(params.token, body);
        await ctx.billing.payments.handleNotification(notification);
        return { finishUrl };
      },
    });
}
