import { apiPaths } from '@pasarlens/contracts';
import { api, unwrap } from '../../lib/api.ts';

/** A mail from the development outbox (GET /dev/outbox, newest first). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export async function fetchOutbox(): Promise<OutboxMail[]> {
  return unwrap(await api.get<OutboxMail[]>(apiPaths.devOutbox));
}
