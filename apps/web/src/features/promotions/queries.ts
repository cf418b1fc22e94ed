import { client } from '../../lib/client.ts';
import { askExtension, browserName } from './extensionBridge.ts';

/**
 * Connects the extension of this browser: a token named after the browser, handed straight to the
 * extension; a token it did not take is revoked at once. A failed creation stays in `failure`.
 */
export const connectExtensionMutation = () => ({
  mutationKey: ['extensionTokenCreate'],
  mutationFn: async () => {
    const created = await client.extensionTokenCreate({ name: browserName() });
    if (!created.ok) return { failure: created, taken: false };
    const taken = await askExtension<{ connected: boolean }>({ type: 'connect', token: created.data.token });
    if (!taken?.connected) await client.extensionTokenRevoke({ id: created.data.id });
    return { failure: null, taken: taken?.connected === true };
  },
});
