import type { PersonaInput } from '@pasarlens/contracts';
import { client } from '../../lib/client.ts';

export const savePersona = (input: PersonaInput) => client.savePersona(input);

/** The last token uses (spec §2: the dashboard's search history shows 10). */
export const getTokenHistory = () => client.tokenHistory();
