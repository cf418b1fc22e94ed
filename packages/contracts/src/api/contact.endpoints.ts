import { contactListQuerySchema, contactListSchema, contactMessageSchema, contactSentSchema } from '../contact.ts';
import { endpoint } from './endpoint.ts';

/** Spec §2 contact us: stored for the admins, then sent on through WhatsApp. */
export const contactEndpoints = {
  sendContactMessage: endpoint({
    method: 'POST',
    path: '/public/v1/contact',
    tag: 'contact',
    summary: 'Store a contact-form message and answer the WhatsApp link that sends it',
    access: 'public',
    status: 201,
    body: contactMessageSchema,
    response: contactSentSchema,
    errors: ['RATE_LIMITED'],
  }),
};

export const adminContactEndpoints = {
  listContactMessages: endpoint({
    method: 'GET',
    path: '/internal/admin/contact-messages',
    tag: 'contact',
    summary: 'Contact-form messages, newest first, 20 a page',
    access: 'admin',
    query: contactListQuerySchema,
    response: contactListSchema,
  }),
};
