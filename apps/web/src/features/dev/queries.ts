import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/client.ts';

/** Mail from the development outbox (GET /dev/outbox, newest first); a failure is shown, not retried. */
export const outboxQuery = () => queryOptions({ ...endpointQuery('devOutbox', {}), retry: false });
