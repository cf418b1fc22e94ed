/** How much of the subject a file name keeps. */
const SUBJECT_CHARS = 40;

/**
 * A download's file name as the user finds it among their files: the source, what was exported
 * (the subject, as plain ASCII words: "Perawatan Wajah" → perawatan-wajah; a subject with no
 * Latin letters leaves none) and the day, e.g. pasarlens-category_research-category_products-perawatan-wajah-2026-11-01.xlsx.
 */
export function downloadFileName(source: string, subject: string | null, day: string): string {
  const words = (subject ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // A long subject is cut after its last whole word that fits (a single long word, at the limit).
  const kept =
    words.length <= SUBJECT_CHARS
      ? words
      : words.slice(0, words.lastIndexOf('-', SUBJECT_CHARS) + 1 || SUBJECT_CHARS).replace(/-+$/, '');
  return `${['pasarlens', source.replace('/', '-'), kept, day].filter(Boolean).join('-')}.xlsx`;
}
