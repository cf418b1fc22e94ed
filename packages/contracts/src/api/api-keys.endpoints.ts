import {
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeyListSchema,
  apiKeyRefSchema,
  apiKeySchema,
} from '../api-keys.ts';
import { endpoint } from './endpoint.ts';

/** The account's API keys (decisions/036): signed-in calls, never reachable with a key. */
export const apiKeysEndpoints = {
  apiKeyList: endpoint({
    method: 'GET',
    path: '/internal/api-keys',
    tag: 'account',
    summary: "The caller's API keys with their last use and calls by day, and the plan's request limit",
    access: 'user',
    response: apiKeyListSchema,
  }),
  apiKeyCreate: endpoint({
    method: 'POST',
    path: '/internal/api-keys',
    tag: 'account',
    summary: 'Create a named API key (Genius and Enterprise); the answer is the only one that carries its secret',
    access: 'user',
    body: apiKeyCreateSchema,
    response: apiKeyCreatedSchema,
    status: 201,
    errors: ['PLAN_REQUIRED', 'API_KEY_LIMIT_REACHED'],
  }),
  apiKeyRevoke: endpoint({
    method: 'DELETE',
    path: '/internal/api-keys/:id',
    tag: 'account',
    summary: 'Revoke one of the caller’s API keys: calls with it are refused from now on',
    access: 'user',
    params: apiKeyRefSchema,
    response: apiKeySchema,
    errors: ['NOT_FOUND'],
  }),
};
