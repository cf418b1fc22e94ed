/** The latest mails kept in the outbox, as the developer pages show what the app sent. */
export { latestOutboxMail } from './outbox.repo.ts';
