import { DEFAULT_SUPPORT_WHATSAPP } from '@pasarlens/contracts';

/** The team's WhatsApp number (international format without +); VITE_SUPPORT_WHATSAPP overrides it at build time. */
const SUPPORT_WHATSAPP: string = import.meta.env.VITE_SUPPORT_WHATSAPP ?? DEFAULT_SUPPORT_WHATSAPP;

/** A wa.me link that opens a chat with the team, the message already typed. */
export function whatsappLink(text: string, number: string = SUPPORT_WHATSAPP): string {
  return `https://wa.me/${number}?${new URLSearchParams({ text }).toString()}`;
}
