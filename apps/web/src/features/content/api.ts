import type { ContactMessageInput } from '@pasarlens/contracts';
import { client } from '../../lib/client.ts';

export const sendContactMessage = (input: ContactMessageInput) => client.sendContactMessage(input);
