import { useLanguage } from '../i18n/index.ts';
import { formatIdr, formatIdrCompact } from '../lib/format.ts';

/** A rupiah sum in a list as Indonesians write it (Rp 106,8 jt), the exact amount on hover. */
export function CompactRupiah({ amount }: { amount: number }) {
  const language = useLanguage();
  return <span title={formatIdr(amount, language)}>{formatIdrCompact(amount, language)}</span>;
}
