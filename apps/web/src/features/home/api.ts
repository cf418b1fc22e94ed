import { apiPaths, personaSchema, type Persona, type PersonaInput } from '@pasarlens/contracts';
import { api } from '../../lib/api.ts';

export const getPersona = () => api.get<{ persona: Persona | null }>(apiPaths.persona);

export const savePersona = (input: PersonaInput) => api.post<{ persona: Persona }>(apiPaths.persona, input, { schema: personaSchema });
