import type { ContactMessageInput } from '@pasarlens/contracts';
import { client } from '../../lib/client.ts';

/** The contact form shows a failure field by field: it reads the call's result. */
export const sendContactMessage = (input: ContactMessageInput) => client.sendContactMessage(input);
