import {
  contactWhatsappText,
  type contactMessageSchema,
  type ContactMessageRecord,
  type ContactSenderType,
} from '@pasarlens/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { contactMessagePage, insertContactMessage } from './contact.repo.ts';

const CONTACT_MESSAGES_PER_PAGE = 20;

type ContactMessage = z.output<typeof contactMessageSchema>;

/** Spec §2 contact us: the message is kept for the admins and handed on to WhatsApp. */
export function contactService(ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'rateLimits'>) {
  return {
    async send(message: ContactMessage, ip: string): Promise<{ id: number; whatsappUrl: string }> {
      await ctx.rateLimits.consumeContact(ip);
      const id = await insertContactMessage(ctx.db, {
        name: message.name,
        senderType: message.senderType,
        companyName: message.senderType === 'company' ? message.companyName || null : null,
        message: message.message,
        email: message.email,
        phone: message.phone,
        createdAt: ctx.clock.now(),
      });
      const text = new URLSearchParams({ text: contactWhatsappText(message) }).toString();
      return { id, whatsappUrl: `https://wa.me/${ctx.config.whatsappNumber}?${text}` };
    },

    async list(page = 1): Promise<{ items: ContactMessageRecord[]; page: number; total_page: number; total: number }> {
      const { rows, total } = await contactMessagePage(
        ctx.db,
        (page - 1) * CONTACT_MESSAGES_PER_PAGE,
        CONTACT_MESSAGES_PER_PAGE,
      );
      const items = rows.map((row) => ({
        ...row,
        senderType: row.senderType as ContactSenderType,
        createdAt: row.createdAt.toISOString(),
      }));
      return { items, page, total_page: Math.max(1, Math.ceil(total / CONTACT_MESSAGES_PER_PAGE)), total };
    },
  };
}
