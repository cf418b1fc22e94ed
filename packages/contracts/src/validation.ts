/** Spec §5 validation rules, shared by the server and the web client. */

export const PHONE_EXAMPLE = '+6281234567890';
export const PHONE_MESSAGE = `Format No. HP harus seperti: ${PHONE_EXAMPLE}`;
export const EMAIL_MESSAGE = 'Format email salah (email harus valid dan huruf kecil)';
export const WEBSITE_MESSAGE = 'Format website tidak valid';

/** A plus sign followed by 10 to 16 digits, the first 1-9. */
export const PHONE_PATTERN = /^\+[1-9]\d{9,15}$/;
/** Lowercase local part and domain with a top-level domain of two letters or more. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;
/** A host with an optional http(s) scheme and an optional path. */
export const WEBSITE_PATTERN = /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?(\/[^\s]*)?$/i;

export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value);
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
export const isValidWebsite = (value: string): boolean => WEBSITE_PATTERN.test(value);

/**
 * Calling codes accepted as they are. Indonesia's 62 is recognised even without a plus sign,
 * because users often type 62812…; the others only after an explicit + or 00, since digits
 * such as 81… are also Indonesian mobile numbers written without their leading 0.
 */
const INDONESIA = '62';
const KNOWN_CALLING_CODES = [
  '1',
  '7',
  '20',
  '27',
  '30',
  '31',
  '32',
  '33',
  '34',
  '39',
  '41',
  '44',
  '49',
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '81',
  '82',
  '84',
  '86',
  '852',
  '853',
  '855',
  '856',
  '880',
  '886',
  '91',
  '92',
  '95',
  '966',
  '971',
  '973',
  '974',
];

/**
 * Spec §5 phone normaliser: strips non-digits; keeps numbers with a known calling code;
 * otherwise a leading 0 becomes +62 and 10 to 15 digits get +62 in front; anything else is
 * undefined. The result always satisfies PHONE_PATTERN.
 */
export function normalisePhone(input: string): string | undefined {
  const trimmed = input.trim();
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 0) return undefined;

  let candidate: string | undefined;
  if (international && KNOWN_CALLING_CODES.some((code) => digits.startsWith(code))) {
    candidate = `+${digits}`;
  } else if (!international && digits.startsWith(INDONESIA)) {
    candidate = `+${digits}`;
  } else if (!international && digits.startsWith('0')) {
    candidate = `+${INDONESIA}${digits.slice(1)}`;
  } else if (!international && digits.length >= 10 && digits.length <= 15) {
    candidate = `+${INDONESIA}${digits}`;
  }
  return candidate !== undefined && isValidPhone(candidate) ? candidate : undefined;
}
