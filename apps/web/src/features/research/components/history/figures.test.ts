import { describe, expect, it } from 'vitest';
import { historyFigures } from './figures.ts';

describe('history figures', () => {
  it('give the average price over the range and the best day, skipping days without figures', () => {
    const figures = historyFigures({
      items: [],
      total_count: 0,
      daily_sales: [
        {
          day: '2026-03-01',
          units: 10,
          revenue: 900,
          revenueEstimated: 100,
          confidence: { high: 0.9, medium: 0, low: 0.1 },
          revenueRange: { low: 900, high: 900 },
        },
        { day: '2026-03-02', units: null, revenue: null, revenueEstimated: null, confidence: null, revenueRange: null },
        {
          day: '2026-03-03',
          units: 2,
          revenue: 1_500,
          revenueEstimated: null,
          confidence: { high: 1, medium: 0, low: 0 },
          revenueRange: { low: 1_500, high: 1_500 },
        },
        {
          day: '2026-03-04',
          units: 3,
          revenue: 1_500,
          revenueEstimated: null,
          confidence: { high: 1, medium: 0, low: 0 },
          revenueRange: { low: 1_500, high: 1_500 },
        },
      ],
      summary: {
        units: 15,
        revenue: 3_900,
        revenueEstimated: 100,
        confidence: { high: 0.97, medium: 0, low: 0.03 },
        revenueRange: { low: 3_900, high: 3_900 },
        days: 3,
      },
    });
    expect(figures.averagePrice).toBe(260);
    // The first of two equal days.
    expect(figures.bestDay?.day).toBe('2026-03-03');
  });

  it('have neither without figures', () => {
    const figures = historyFigures({
      items: [],
      total_count: 0,
      daily_sales: [
        { day: '2026-03-02', units: null, revenue: null, revenueEstimated: null, confidence: null, revenueRange: null },
      ],
      summary: {
        units: 0,
        revenue: 0,
        revenueEstimated: 0,
        confidence: null,
        revenueRange: { low: 0, high: 0 },
        days: 0,
      },
    });
    expect(figures).toEqual({ averagePrice: null, bestDay: null });
  });
});
