import { apiPaths, personaSchema, type Persona, type PersonaInput, type TokenUse } from '@pasarlens/contracts';
import { api } from '../../lib/api.ts';

export const getPersona = () => api.get<{ persona: Persona | null }>(apiPaths.persona);

export const savePersona = (input: PersonaInput) => api.post<{ persona: Persona }>(apiPaths.persona, input, { schema: personaSchema });

/** The last token uses (spec §2: the dashboard's search history shows 10). */
export const getTokenHistory = () => api.get<{ items: TokenUse[] }>(apiPaths.tokenHistory);
