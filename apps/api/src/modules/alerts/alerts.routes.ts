import { alertsEndpoints } from '@pasarlens/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoints.ts';
import { AppError } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { alertsService } from './alerts.service.ts';
import { evaluateLookedUp } from './evaluation.service.ts';
import { notificationsService } from './notifications.service.ts';

/**
 * Spec §7 makes removal a GET, which carries no CSRF token and which a lax session cookie follows
 * on another site's link: a browser that says the request came from elsewhere is refused.
 */
function refuseCrossSite(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw new AppError('CSRF_INVALID');
}

export function alertsRoutes(ctx: AppContext): FastifyPluginAsync {
  const alerts = alertsService(ctx);
  const notices = notificationsService(ctx);
  ctx.lookedUp.onSeen((productIds) => evaluateLookedUp(ctx, productIds));
  return async (app) => {
    registerEndpoints(app, alertsEndpoints, {
      alertFindProduct: ({ body, auth }) => alerts.findProduct(auth.user.id, body.query, body.platform),
      alertCreate: ({ body, auth, request }) => alerts.create(auth.user.id, body, requestLanguage(request)),
      alertCreateMultiple: async ({ body, auth, request }) => ({
        items: await alerts.createMany(auth.user.id, body.alerts, requestLanguage(request)),
      }),
      alertList: ({ body, auth }) => alerts.list(auth.user.id, body),
      alertGet: ({ body, auth }) => alerts.get(auth.user.id, body.id),
      alertUpdate: ({ params, body, auth }) => alerts.update(auth.user.id, params.id, body),
      alertToggle: ({ params, auth }) => alerts.toggle(auth.user.id, params.id),
      alertRemoveAll: ({ auth }) => alerts.removeAll(auth.user.id),
      alertRemove: ({ params, auth, request }) => {
        refuseCrossSite(request);
        return alerts.remove(auth.user.id, params.id);
      },
      alertNotifications: ({ auth }) => notices.latest(auth.user.id),
      alertNotificationsRead: ({ auth }) => notices.markRead(auth.user.id),
      alertSettings: ({ auth }) => notices.settings(auth.user.id),
      alertSettingsUpdate: ({ body, auth }) => notices.saveSettings(auth.user.id, body.webhookUrl),
      alertPriceChanges: ({ query, auth }) => notices.priceChanges(auth.user.id, query.days),
    });
  };
}
