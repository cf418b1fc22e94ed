import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone, isValidWebsite, normalisePhone, PHONE_PATTERN } from './validation.ts';

const digit = fc.constantFrom(...'0123456789'.split(''));
const digits = (min: number, max: number) => fc.array(digit, { minLength: min, maxLength: max }).map((d) => d.join(''));
const nonZero = fc.constantFrom(...'123456789'.split(''));

describe('phone pattern', () => {
  it('accepts + and 10 to 16 digits starting 1-9', () => {
    fc.assert(fc.property(nonZero, digits(9, 15), (first, rest) => isValidPhone(`+${first}${rest}`)));
  });
  it('rejects too short, too long, a leading 0 or a missing plus', () => {
    fc.assert(fc.property(nonZero, digits(0, 8), (f, r) => !isValidPhone(`+${f}${r}`)));
    fc.assert(fc.property(nonZero, digits(16, 20), (f, r) => !isValidPhone(`+${f}${r}`)));
    fc.assert(fc.property(digits(9, 15), (r) => !isValidPhone(`+0${r}`)));
    fc.assert(fc.property(nonZero, digits(9, 15), (f, r) => !isValidPhone(`${f}${r}`)));
  });
});

describe('normalisePhone', () => {
  it('turns a leading 0 into +62', () => {
    expect(normalisePhone('0812-3456-7890')).toBe('+6281234567890');
    fc.assert(fc.property(nonZero, digits(8, 13), (f, r) => normalisePhone(`0${f}${r}`) === `+62${f}${r}`));
  });
  it('keeps an Indonesian number typed with or without the plus', () => {
    expect(normalisePhone('+62 812 3456 7890')).toBe('+6281234567890');
    expect(normalisePhone('6281234567890')).toBe('+6281234567890');
  });
  it('keeps other known calling codes only when written internationally', () => {
    expect(normalisePhone('+65 9123 4567 89')).toBe('+659123456789');
    expect(normalisePhone('0065912345678')).toBe('+65912345678');
    expect(normalisePhone('+999 1234567890')).toBeUndefined();
  });
  it('prepends +62 to 10-15 bare digits', () => {
    expect(normalisePhone('8123456789')).toBe('+628123456789');
  });
  it('rejects short, empty and non-numeric input', () => {
    expect(normalisePhone('')).toBeUndefined();
    expect(normalisePhone('abc')).toBeUndefined();
    expect(normalisePhone('12345')).toBeUndefined();
  });
  it('always returns undefined or a valid phone, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (input) => {
        const out = normalisePhone(input);
        return out === undefined || (PHONE_PATTERN.test(out) && normalisePhone(out) === out);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[+0 ()-]?[0-9 ()-]{6,22}$/), (input) => {
        const out = normalisePhone(input);
        return out === undefined || (PHONE_PATTERN.test(out) && normalisePhone(out) === out);
      }),
    );
  });
  it('ignores separators', () => {
    fc.assert(
      fc.property(nonZero, digits(8, 12), fc.constantFrom(' ', '-', '.', '(', ')'), (f, r, sep) => {
        const plain = `0${f}${r}`;
        const spaced = plain.split('').join(sep);
        return normalisePhone(spaced) === normalisePhone(plain);
      }),
    );
  });
});

describe('email', () => {
  it('accepts lowercase addresses', () => {
    for (const ok of ['budi@toko.id', 'a.b+c@mail.co.id', 'seller_01@shop-x.com']) expect(isValidEmail(ok)).toBe(true);
  });
  it('rejects uppercase, missing parts and spaces', () => {
    for (const bad of ['Budi@toko.id', 'budi@TOKO.ID', 'budi', 'budi@', '@toko.id', 'budi@toko', 'bu di@toko.id', '']) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });
  it('never accepts a string with an uppercase letter', () => {
    fc.assert(fc.property(fc.string(), (s) => !/[A-Z]/.test(s) || !isValidEmail(s)));
  });
  it('accepts every generated lowercase address', () => {
    const label = fc.stringMatching(/^[a-z0-9]{1,10}$/);
    fc.assert(
      fc.property(label, label, fc.stringMatching(/^[a-z]{2,6}$/), (l, d, t) => isValidEmail(`${l}@${d}.${t}`)),
    );
  });
});

describe('website', () => {
  it('accepts hosts with optional scheme and path', () => {
    for (const ok of ['toko.id', 'https://toko.id', 'http://www.toko.co.id/path?a=1', 'shop-x.com/a/b']) {
      expect(isValidWebsite(ok)).toBe(true);
    }
  });
  it('rejects what is not a host', () => {
    for (const bad of ['toko', 'ftp://toko.id', 'http://', 'toko .id', '-toko.id', ''])
      expect(isValidWebsite(bad)).toBe(false);
  });
});
