import { client } from '../../lib/client.ts';

/** A token for the extension of this browser, named after it. */
export const createExtensionToken = (name: string) => client.extensionTokenCreate({ name });
export const revokeExtensionToken = (id: string) => client.extensionTokenRevoke({ id });
