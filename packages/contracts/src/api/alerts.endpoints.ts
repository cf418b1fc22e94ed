import {
  alertChangesSchema,
  alertDetailSchema,
  alertIdBodySchema,
  alertListSchema,
  alertNotificationsSchema,
  alertPageSchema,
  alertRefSchema,
  alertSchema,
  alertSettingsInputSchema,
  alertSettingsSchema,
  alertsCreatedSchema,
  alertsRemovedSchema,
  findProductSchema,
  foundProductsSchema,
  newAlertSchema,
  newAlertsSchema,
  priceChangesQuerySchema,
  priceChangesSchema,
} from '../alerts.ts';
import { endpoint } from './endpoint.ts';

const user = { tag: 'price-alerts', access: 'user' } as const;
const limited = ['PLAN_REQUIRED', 'ALERT_LIMIT_REACHED'] as const;

/** Spec §7 price alerts, paths as given; the notification list, webhook settings and price-change views complete them. */
export const alertsEndpoints = {
  alertFindProduct: endpoint({
    ...user, method: 'POST', path: '/internal/price_alert/find_product', summary: 'Find a product to watch by its marketplace address, name or id',
    body: findProductSchema, response: foundProductsSchema, errors: ['PLAN_REQUIRED'],
  }),
  alertCreate: endpoint({ ...user, method: 'POST', path: '/internal/price_alert/create', summary: 'Watch one product', status: 201, body: newAlertSchema, response: alertSchema, errors: [...limited, 'NOT_FOUND'] }),
  alertCreateMultiple: endpoint({
    ...user, method: 'POST', path: '/internal/price_alert/create_multiple', summary: 'Watch several products at once, all or none', status: 201,
    body: newAlertsSchema, response: alertsCreatedSchema, errors: [...limited, 'NOT_FOUND'],
  }),
  alertList: endpoint({ ...user, method: 'POST', path: '/internal/price_alert/get_all', readOnly: true, summary: "The user's alerts, newest first, by platform and state", body: alertListSchema, response: alertPageSchema }),
  alertGet: endpoint({ ...user, method: 'POST', path: '/internal/price_alert/get_alert', readOnly: true, summary: 'One alert with its firings, history and recent prices', body: alertIdBodySchema, response: alertDetailSchema, errors: ['NOT_FOUND'] }),
  alertUpdate: endpoint({
    ...user, method: 'POST', path: '/internal/price_alert/:id/update', summary: "Change an alert's condition, amounts or notes",
    params: alertRefSchema, body: alertChangesSchema, response: alertSchema, errors: ['NOT_FOUND'],
  }),
  alertToggle: endpoint({
    ...user, method: 'POST', path: '/internal/price_alert/:id/toggle', summary: 'Switch an alert on or off', params: alertRefSchema, response: alertSchema, errors: ['NOT_FOUND', ...limited],
  }),
  alertRemoveAll: endpoint({ ...user, method: 'POST', path: '/internal/price_alert/remove_all', summary: "Remove all the user's alerts", response: alertsRemovedSchema }),
  alertRemove: endpoint({ ...user, method: 'GET', path: '/internal/price_alert/:id/remove', summary: 'Remove one alert (refused when the browser says another site sent it)', params: alertRefSchema, response: alertsRemovedSchema, errors: ['NOT_FOUND', 'CSRF_INVALID'] }),
  alertNotifications: endpoint({ ...user, method: 'GET', path: '/internal/price_alert/notifications', summary: 'The latest alert notifications and how many are unread', response: alertNotificationsSchema }),
  alertNotificationsRead: endpoint({ ...user, method: 'POST', path: '/internal/price_alert/notifications/read', summary: 'Mark every alert notification read', response: alertNotificationsSchema }),
  alertSettings: endpoint({ ...user, method: 'GET', path: '/internal/price_alert/settings', summary: 'The webhook that receives firings, and its signing secret', response: alertSettingsSchema }),
  alertSettingsUpdate: endpoint({ ...user, method: 'POST', path: '/internal/price_alert/settings', summary: 'Set or clear the webhook', body: alertSettingsInputSchema, response: alertSettingsSchema }),
  alertPriceChanges: endpoint({
    ...user, method: 'GET', path: '/internal/price_alert/price_changes', summary: 'Watched products with the biggest price moves over 7 or 30 days (measured)',
    query: priceChangesQuerySchema, response: priceChangesSchema,
  }),
};
export type AlertsEndpoints = typeof alertsEndpoints;
