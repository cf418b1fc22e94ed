import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admits } from '../testing/sold.ts';
import {
  formatShopeeSoldText,
  formatTokopediaSoldText,
  parseShopeeSoldText,
  parseTokopediaSoldText,
} from './sold-text.ts';

const counts = fc.oneof(fc.nat(2_000), fc.nat(200_000), fc.nat(5_000_000));

describe('Shopee sold texts', () => {
  it.each([
    [0, '0'],
    [956, '956'],
    [1_000, '1RB'],
    [1_250, '1,2RB'],
    [9_999, '9,9RB'],
    [10_000, '10RB+'],
    [34_567, '30RB+'],
    [120_000, '100RB+'],
    [2_500_000, '1JT+'],
  ])('formats %i as %s', (sold, text) => {
    expect(formatShopeeSoldText(sold)).toBe(text);
  });

  it('reads texts into exact counts or buckets', () => {
    expect(parseShopeeSoldText('956')).toEqual({ kind: 'exact', total: 956 });
    expect(parseShopeeSoldText('1,2RB')).toEqual({ kind: 'bucket', lower: 1_200, upper: 1_300, text: '1,2RB' });
    expect(parseShopeeSoldText('1RB')).toEqual({ kind: 'bucket', lower: 1_000, upper: 1_100, text: '1RB' });
    expect(parseShopeeSoldText('20RB+')).toEqual({ kind: 'bucket', lower: 20_000, upper: 30_000, text: '20RB+' });
    expect(parseShopeeSoldText('90RB+')).toMatchObject({ lower: 90_000, upper: 100_000 });
    expect(parseShopeeSoldText('1JT+')).toEqual({ kind: 'bucket', lower: 1_000_000, upper: null, text: '1JT+' });
    expect(parseShopeeSoldText('1,2rb terjual')).toMatchObject({ lower: 1_200, upper: 1_300 });
    // A '+' bucket off the formatter's steps has no known ceiling.
    expect(parseShopeeSoldText('15RB+')).toMatchObject({ lower: 15_000, upper: null });
  });

  it('rejects what is not a sold text', () => {
    for (const text of ['', 'RB', 'banyak', '1.200', '-5', '1,2,3RB'])
      expect(parseShopeeSoldText(text)).toBeUndefined();
  });

  it('reads back every text it writes into an interval holding the true count', () => {
    fc.assert(fc.property(counts, (sold) => admits(parseShopeeSoldText(formatShopeeSoldText(sold)), sold)));
  });
});

describe('Tokopedia sold texts', () => {
  it.each([
    [56, '56 terjual'],
    [100, '100+ terjual'],
    [260, '250+ terjual'],
    [999, '750+ terjual'],
    [1_500, '1rb+ terjual'],
    [10_400, '10rb+ terjual'],
    [250_000, '200rb+ terjual'],
    [1_000_000, '1jt+ terjual'],
  ])('formats %i as %s', (sold, text) => {
    expect(formatTokopediaSoldText(sold)).toBe(text);
  });

  it('shows no label before the first sale', () => {
    expect(formatTokopediaSoldText(0)).toBeUndefined();
  });

  it('reads texts into exact counts or buckets', () => {
    expect(parseTokopediaSoldText('56 terjual')).toEqual({ kind: 'exact', total: 56 });
    expect(parseTokopediaSoldText('250+ terjual')).toEqual({
      kind: 'bucket',
      lower: 250,
      upper: 500,
      text: '250+ terjual',
    });
    expect(parseTokopediaSoldText('750+ terjual')).toMatchObject({ lower: 750, upper: 1_000 });
    expect(parseTokopediaSoldText('1rb+ terjual')).toMatchObject({ lower: 1_000, upper: 2_000 });
    expect(parseTokopediaSoldText('Terjual 10rb+')).toMatchObject({ lower: 10_000, upper: 20_000 });
    expect(parseTokopediaSoldText('1jt+ terjual')).toMatchObject({ lower: 1_000_000, upper: null });
    expect(parseTokopediaSoldText('1,5 rb terjual')).toMatchObject({ lower: 1_500, upper: 1_600 });
  });

  it('bounds the real labels below one hundred by the first step', () => {
    expect(parseTokopediaSoldText('80+ terjual')).toMatchObject({ kind: 'bucket', lower: 80, upper: 100 });
    expect(parseTokopediaSoldText('40+ terjual')).toMatchObject({ lower: 40, upper: 100 });
  });

  it('rejects what is not a sold text', () => {
    for (const text of ['', 'terjual', 'laris', '+250']) expect(parseTokopediaSoldText(text)).toBeUndefined();
  });

  it('reads back every text it writes into an interval holding the true count', () => {
    fc.assert(
      fc.property(
        counts.filter((n) => n > 0),
        (sold) => admits(parseTokopediaSoldText(formatTokopediaSoldText(sold) ?? ''), sold),
      ),
    );
  });
});
