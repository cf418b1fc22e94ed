import { unwrap } from '../../lib/api.ts';
import { client } from '../../lib/client.ts';

/** Mail from the development outbox (GET /dev/outbox, newest first). */
export const fetchOutbox = async () => unwrap(await client.devOutbox());
