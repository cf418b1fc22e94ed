import type { PersonaInput } from '@pasarlens/contracts';
import { unwrap } from '../../lib/api.ts';
import { client } from '../../lib/client.ts';

/**
 * The onboarding question's answer, as endpointMutation would make it (savePersona is not charged).
 * Not through lib/mutations.ts: the home page, the first page, would then list it to preload with
 * the persona modal; and not in queries.ts, which the first page loads.
 */
export const savePersonaMutation = () => ({
  mutationKey: ['savePersona'],
  mutationFn: async (input: PersonaInput) => unwrap(await client.savePersona(input)),
});
