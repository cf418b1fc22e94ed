import { apiKeyRefSchema } from '../api-keys.ts';
import {
  extensionProductsInputSchema,
  extensionProductsSchema,
  extensionTokenCreatedSchema,
  extensionTokenCreateSchema,
  extensionTokenListSchema,
  extensionTokenSchema,
} from '../extension.ts';
import { endpoint } from './endpoint.ts';

/** The browser extension's figures: the extension's token or a session (decisions/038). */
export const extensionEndpoints = {
  extensionProducts: endpoint({
    method: 'POST',
    path: '/internal/extension/products',
    tag: 'extension',
    summary: "Our 30-day figures of the products a marketplace page shows, with each one's history page",
    description:
      'Charged as a product search: one token for a list with any product we know, nothing for a list we know nothing of, nothing again for the same products the same Jakarta day. A free plan sees the figures of the first five (by revenue).',
    access: 'user',
    extensionToken: true,
    effect: 'read',
    body: extensionProductsInputSchema,
    response: extensionProductsSchema,
    charged: true,
    errors: ['TOKENS_EXHAUSTED', 'EXTENSION_TOKEN_INVALID', 'API_RATE_LIMITED'],
  }),
};

/** The account's extension tokens: signed-in calls of the web app, never reachable with a token. */
export const extensionTokensEndpoints = {
  extensionTokenList: endpoint({
    method: 'GET',
    path: '/internal/extension/tokens',
    tag: 'account',
    summary: "The caller's browser extension tokens with their last use",
    access: 'user',
    response: extensionTokenListSchema,
  }),
  extensionTokenCreate: endpoint({
    method: 'POST',
    path: '/internal/extension/tokens',
    tag: 'account',
    summary: 'Connect a browser extension: a token for its calls only, carried in this answer alone',
    access: 'user',
    body: extensionTokenCreateSchema,
    response: extensionTokenCreatedSchema,
    status: 201,
    errors: ['EXTENSION_TOKEN_LIMIT_REACHED'],
  }),
  extensionTokenRevoke: endpoint({
    method: 'DELETE',
    path: '/internal/extension/tokens/:id',
    tag: 'account',
    summary: 'Disconnect a browser extension: its calls are refused from now on',
    access: 'user',
    params: apiKeyRefSchema,
    response: extensionTokenSchema,
    errors: ['NOT_FOUND'],
  }),
};
