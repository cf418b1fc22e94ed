import { apiPaths, PAYMENT_METHODS } from '@pasarlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { SANDBOX_OUTCOMES, type SandboxGateway } from './gateway/sandbox.ts';

const tokenParams = z.object({ token: z.string().min(8).max(80) });
const payBody = z.object({ method: z.enum(PAYMENT_METHODS), outcome: z.enum(SANDBOX_OUTCOMES), cardNumber: z.string().max(32).optional() });

/**
 * The sandbox gateway's portal API (its page is /sandbox/pay/:token in the web app). Paying
 * delivers the signed notification to the same handler the webhook uses.
 */
export function sandboxRoutes(ctx: AppContext, sandbox: SandboxGateway): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(apiPaths.sandboxTransaction, { schema: { params: tokenParams } }, async (request) => sandbox.transaction(request.params.token));

    app.post(apiPaths.sandboxPay, { schema: { params: tokenParams, body: payBody } }, async (request) => {
      const { notification, finishUrl } = await sandbox.pay(request.params.token, request.body);
      await ctx.billing.payments.handleNotification(notification);
      return { finishUrl };
    });
  };
}
