import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundedText,
  calendarDay,
  dayRange,
  decimalNumber,
  flag,
  INT4_MAX,
  isStorableText,
  rowId,
  uuidId,
  wholeNumber,
} from './fields.ts';

/** What UTF-8 cannot carry comes back changed from an encode–decode round trip. */
const encodesAsUtf8 = (value: string) => Buffer.from(value, 'utf8').toString('utf8') === value;
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));

describe('text', () => {
  // fast-check builds its table of every code point once, about 2 s of CPU on this machine.
  it('accepts exactly the strings PostgreSQL can store: UTF-8 encodable, without NUL', { timeout: 20_000 }, () => {
    const mixed = fc
      .array(fc.oneof(fc.string({ unit: 'binary' }), loneSurrogate, fc.constant('\u0000')), { maxLength: 4 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(mixed, (value) => isStorableText(value) === (encodesAsUtf8(value) && !value.includes('\u0000'))),
    );
  });

  it('keeps surrogate pairs (emoji, rare Han characters) and refuses halves of them', () => {
    expect(boundedText(20).safeParse('toko 😀 𠀋').success).toBe(true);
    expect(boundedText(20).safeParse('a\u0000b').error?.issues[0]?.message).toBe(
      'Contains a character that is not allowed',
    );
    expect(boundedText(20).safeParse('\ud800').success).toBe(false);
    expect(boundedText(20).safeParse('x\udc00y').success).toBe(false);
  });
});

describe('numbers', () => {
  it('read a whole number from its JSON value or its decimal digits, and from nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: INT4_MAX }), (n) => {
        expect(wholeNumber(0, INT4_MAX).parse(n)).toBe(n);
        expect(wholeNumber(0, INT4_MAX).parse(String(n))).toBe(n);
      }),
    );
    for (const loose of ['0x10', '1e3', '', ' ', '1.5', '+1', '١٢', true, false, null, [], {}, 1.5, Number.NaN]) {
      expect(wholeNumber(0, 100).safeParse(loose).success, JSON.stringify(loose)).toBe(false);
    }
  });

  it('keep ids inside their integer column', () => {
    expect(rowId().parse(INT4_MAX)).toBe(INT4_MAX);
    expect(rowId().safeParse(INT4_MAX + 1).success).toBe(false);
    expect(rowId().safeParse('2147483648').success).toBe(false);
    expect(rowId().safeParse(0).success).toBe(false);
  });

  it('take uuid ids only in their own shape', () => {
    expect(uuidId().parse('3F2504E0-4F89-41D3-9A0C-0305E82C3301')).toBe('3F2504E0-4F89-41D3-9A0C-0305E82C3301');
    for (const bad of [
      '',
      'x',
      '3f2504e0-4f89-41d3-9a0c-0305e82c330',
      '3f2504e0-4f89-41d3-9a0c-0305e82c3301\u0000',
      12,
    ])
      expect(uuidId().safeParse(bad).success, String(bad)).toBe(false);
  });

  it('read decimals the same way', () => {
    expect(decimalNumber(0, 5).parse('4.5')).toBe(4.5);
    expect(decimalNumber(0, 5).parse(3)).toBe(3);
    for (const loose of ['4,5', '0x4', '', 'Infinity', true, Number.POSITIVE_INFINITY, 6])
      expect(decimalNumber(0, 5).safeParse(loose).success, String(loose)).toBe(false);
  });
});

describe('flag', () => {
  it('reads true and false as themselves, "false" as false, and nothing else', () => {
    expect(flag().parse(true)).toBe(true);
    expect(flag().parse('false')).toBe(false);
    expect(flag().parse('true')).toBe(true);
    for (const loose of ['0', '1', '', 'yes', 'FALSE', 0, 1, null])
      expect(flag().safeParse(loose).success, String(loose)).toBe(false);
  });
});

describe('days', () => {
  it('accept every day of the calendar', () => {
    const day = fc
      .date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (value) => {
        expect(calendarDay().parse(value)).toBe(value);
      }),
    );
  });

  it('refuse well-formed dates that are not days', () => {
    for (const value of ['2026-11-00', '2026-02-30', '2026-13-01', '2026-02-29', '2026-00-10', '2026-04-31']) {
      expect(calendarDay().safeParse(value).error?.issues[0]?.message, value).toBe('Not a day of the calendar');
    }
    expect(calendarDay().parse('2024-02-29')).toBe('2024-02-29');
    expect(calendarDay().safeParse('2026-1-1').error?.issues[0]?.message).toBe('Use YYYY-MM-DD');
  });

  it('keep a range in order and name its end when it is not', () => {
    const range = dayRange('from', 'to');
    expect(range.parse({ from: '2026-11-01', to: '2026-11-01' })).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    expect(range.safeParse({ from: '2026-11-02', to: '2026-11-01' }).error?.issues[0]?.path).toEqual(['to']);
  });
});
