import type { ContactMessageInput } from '@pasarlens/contracts';
import { unwrap } from '../../lib/api.ts';
import { client } from '../../lib/client.ts';

export const sendContactMessage = (input: ContactMessageInput) => client.sendContactMessage(input);

export const shopeeBestSellers = async () => unwrap(await client.shopeeBestSellers({}));
