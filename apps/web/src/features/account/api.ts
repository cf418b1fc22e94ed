import type { ApiKeyCreateInput, PasswordUpdateInput, ProfileUpdateInput } from '@pasarlens/contracts';
import { client, endpointQuery } from '../../lib/client.ts';

export const updateProfile = (input: ProfileUpdateInput) => client.profile(input);
export const updatePassword = (input: PasswordUpdateInput) => client.password(input);
export const apiKeysQuery = () => endpointQuery('apiKeyList', {});
export const createApiKey = (input: ApiKeyCreateInput) => client.apiKeyCreate(input);
export const revokeApiKey = (id: string) => client.apiKeyRevoke({ id });
export const extensionTokensQuery = () => endpointQuery('extensionTokenList', {});
export const revokeExtensionToken = (id: string) => client.extensionTokenRevoke({ id });
