import type { AlertChanges, AlertListQuery, NewAlert } from '@pasarlens/contracts';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshCurrentUser } from '../../lib/refreshCurrentUser.ts';
import { client, endpointQuery } from '../../lib/client.ts';
import { endpointMutation } from '../../lib/mutations.ts';

/** How often the header asks for new notifications. */
const NOTIFICATION_POLL_MS = 60_000;

export const alertsQuery = (query: Partial<AlertListQuery>) =>
  queryOptions({
    ...endpointQuery('alertList', query),
    placeholderData: keepPreviousData,
  });
export const alertQuery = (id: number) => endpointQuery('alertGet', { id });
export const notificationsQuery = () =>
  queryOptions({
    ...endpointQuery('alertNotifications', {}),
    refetchInterval: NOTIFICATION_POLL_MS,
  });
export const priceChangesQuery = (days: 7 | 30) => endpointQuery('alertPriceChanges', { days });
export const foundProductsQuery = (query: string, platform?: 'shopee' | 'tokopedia' | 'tiktok') =>
  queryOptions({
    ...endpointQuery('alertFindProduct', { query, platform }),
    enabled: query.trim().length > 0,
  });
export const alertSettingsQuery = () => endpointQuery('alertSettings', {});

/** Spec §8: ask for a product the finder does not know yet. */
export const requestDataMutation = () => endpointMutation('dataRequest');

/** One pasted line looked up; a line that fails is listed as unknown rather than failing the others. */
export const findProduct = (query: string) => client.alertFindProduct({ query });

export const createAlert = (input: NewAlert) => client.alertCreate(input);
export const createAlerts = (alerts: NewAlert[]) => client.alertCreateMultiple({ alerts });
export const updateAlert = (id: number, changes: AlertChanges) => client.alertUpdate({ id, ...changes });
export const toggleAlert = (id: number) => client.alertToggle({ id });
export const removeAlert = (id: number) => client.alertRemove({ id });
export const removeAllAlerts = () => client.alertRemoveAll();
export const markNotificationsRead = () => client.alertNotificationsRead();
export const saveWebhook = (webhookUrl: string | null) => client.alertSettingsUpdate({ webhookUrl });

/** After a change: the lists, the open alert and the plan's alertCount are stale. */
export async function alertsChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['alertList'] }),
    queryClient.invalidateQueries({ queryKey: ['alertGet'] }),
    queryClient.invalidateQueries({ queryKey: ['alertPriceChanges'] }),
    refreshCurrentUser(queryClient),
  ]);
}
