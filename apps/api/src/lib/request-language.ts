import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@pasarlens/contracts';
import type { FastifyRequest } from 'fastify';

/** The interface language the visitor chose (the `language` cookie), for mail and messages. */
export function requestLanguage(request: FastifyRequest): Language {
  const value = request.cookies[LANGUAGE_COOKIE];
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
}
