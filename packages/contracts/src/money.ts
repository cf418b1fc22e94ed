/** Rupiah in the Indonesian notation used on every marketplace (Rp 299.000), whatever the language. */
export function formatIdr(amount: number): string {
  return `Rp ${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(amount)}`;
}
