import { dataRequestListSchema } from '../data-requests.ts';
import { endpoint } from './endpoint.ts';

const user = { tag: 'research', access: 'user', response: dataRequestListSchema } as const;

/** Spec §8: the user's data requests, their state, and the notices of the ones answered. */
export const dataRequestsEndpoints = {
  dataRequestList: endpoint({
    ...user,
    method: 'GET',
    path: '/internal/data_requests',
    summary: "The user's data requests, newest first, with how many answers they have not seen",
  }),
  dataRequestsSeen: endpoint({
    ...user,
    method: 'POST',
    path: '/internal/data_requests/seen',
    summary: "Mark the answers of the user's data requests seen",
  }),
};
