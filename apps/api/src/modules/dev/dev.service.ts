import type { AppContext } from '../../context.ts';
import { latestOutboxMail, type OutboxMail } from '../mail/outbox.repo.ts';

/** Mails GET /dev/outbox shows. */
const OUTBOX_SIZE = 100;

/** Development helpers; never used when NODE_ENV=production. */
export function devService(ctx: Pick<AppContext, 'db'>) {
  return {
    /** The mail the development outbox kept, newest first. */
    outbox: (): Promise<OutboxMail[]> => latestOutboxMail(ctx.db, OUTBOX_SIZE),
  };
}
