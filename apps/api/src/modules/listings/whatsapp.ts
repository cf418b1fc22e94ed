import type { Language } from '@pasarlens/contracts';

const GREETING: Record<Language, (product: string, store: string) => string> = {
  id: (product, store) =>
    `Halo ${store}, saya melihat produk "${product}" di Database Supplier Pasarlens. Apakah masih tersedia untuk reseller?`,
  en: (product, store) =>
    `Hello ${store}, I found "${product}" in the Pasarlens supplier database. Is it still available for resellers?`,
  zh: (product, store) => `您好 ${store}，我在 Pasarlens 供应商数据库看到了"${product}"。请问还可以供货给分销商吗？`,
};

/** WhatsApp's click-to-chat link to a listing's number, with a first message about the listing. */
export function whatsappChatUrl(
  listing: { phone: string; productName: string; storeName: string },
  language: Language,
): string {
  return `https://wa.me/${listing.phone.replace(/^\+/, '')}?text=${encodeURIComponent(GREETING[language](listing.productName, listing.storeName))}`;
}
