import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultFilter } from './filter.ts';
import { useAppliedFilters } from './useAppliedFilters.ts';

afterEach(() => vi.useRealTimers());

describe('the filters applied today', () => {
  it('come back on a later visit by the same user, never to another user of the browser, and not after the day', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:00:00+07:00') });
    const filter = { ...defaultFilter(3, ['shopee'], null), brand_ids: [8] };
    const first = renderHook(() => useAppliedFilters('sari'));
    act(() => first.result.current.apply(filter));
    first.unmount();

    // A later visit (a new tab, or the browser opened again) of the same user.
    expect(renderHook(() => useAppliedFilters('sari')).result.current.appliedTo(3)).toEqual(filter);
    expect(renderHook(() => useAppliedFilters('budi')).result.current.appliedTo(3)).toBeNull();

    // The next day in Jakarta the filter would cost again: it is not applied by itself.
    vi.setSystemTime(new Date('2026-11-25T00:30:00+07:00'));
    expect(renderHook(() => useAppliedFilters('sari')).result.current.appliedTo(3)).toBeNull();
  });
});
