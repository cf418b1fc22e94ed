import type { PasswordUpdateInput, ProfileUpdateInput } from '@pasarlens/contracts';
import { client, endpointQuery } from '../../lib/client.ts';
import { endpointMutation } from '../../lib/mutations.ts';

export const apiKeysQuery = () => endpointQuery('apiKeyList', {});
export const extensionTokensQuery = () => endpointQuery('extensionTokenList', {});

export const createApiKeyMutation = () => endpointMutation('apiKeyCreate');
export const revokeApiKeyMutation = () => endpointMutation('apiKeyRevoke');
export const revokeExtensionTokenMutation = () => endpointMutation('extensionTokenRevoke');

// The forms show a failure field by field: they read the call's result.
export const updateProfile = (input: ProfileUpdateInput) => client.profile(input);
export const updatePassword = (input: PasswordUpdateInput) => client.password(input);
