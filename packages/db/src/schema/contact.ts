/** Messages sent through the contact form (spec §3 contact form), kept for the admins. */
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    /** 'company' or 'individual'. */
    senderType: text('sender_type').notNull(),
    companyName: text('company_name'),
    message: text('message').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
