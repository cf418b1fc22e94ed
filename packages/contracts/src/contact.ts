import { z } from 'zod';
import { emailSchema, phoneSchema } from './auth.ts';
import { boundedText, wholeNumber } from './fields.ts';

export const CONTACT_SENDER_TYPES = ['company', 'individual'] as const;
export type ContactSenderType = (typeof CONTACT_SENDER_TYPES)[number];

export const CONTACT_MESSAGE_MAX = 2000;

const required = (max: number, what: string) => boundedText(max).min(1, `${what} is required`);

/** Spec §3 contact form; §5: email non-empty and valid, phone per the pattern, with their messages. */
export const contactMessageSchema = z.object({
  name: required(100, 'Name'),
  senderType: z.enum(CONTACT_SENDER_TYPES, { error: 'Choose company or individual' }),
  companyName: boundedText(150).optional().nullable(),
  message: required(CONTACT_MESSAGE_MAX, 'Message'),
  email: emailSchema,
  phone: phoneSchema,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const contactSentSchema = z.object({
  id: z.number(),
  /** wa.me click-to-chat with the message typed in, to the team's number. */
  whatsappUrl: z.string(),
});

export const contactMessageRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  senderType: z.enum(CONTACT_SENDER_TYPES),
  companyName: z.string().nullable(),
  message: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
});
export type ContactMessageRecord = z.infer<typeof contactMessageRecordSchema>;

export const contactListQuerySchema = z.object({ page: wholeNumber(1, 100_000).optional() });
export const contactListSchema = z.object({
  items: z.array(contactMessageRecordSchema),
  page: z.number(),
  total_page: z.number(),
  total: z.number(),
});

/** The WhatsApp text: the form's fields, so the team sees who writes before answering. */
export function contactWhatsappText(input: z.output<typeof contactMessageSchema>): string {
  const from =
    input.senderType === 'company' && input.companyName ? `${input.name} (${input.companyName})` : input.name;
  return `${input.message}\n\n${from}\n${input.email}\n${input.phone}`;
}
