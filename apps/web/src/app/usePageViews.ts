import type { PageViewInput } from '@pasarlens/contracts';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { publicClient } from '../lib/publicClient.ts';

/** Fire-and-forget POST /public/v1/page-views; never surfaces an error. */
function recordPageView(view: PageViewInput): void {
  publicClient.pageViews(view).catch(() => undefined);
}

/**
 * Records one page view per route change (public and private routes alike, in the app and the
 * public site). The referrer is document.referrer for the first view and the previous in-app URL
 * afterwards. The location key guards against StrictMode running the effect twice for the same
 * navigation.
 */
export function usePageViews(): void {
  const location = useLocation();
  const lastKey = useRef<string | null>(null);
  const previousUrl = useRef<string | null>(null);

  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    const path = `${location.pathname}${location.search}`;
    const referrer = previousUrl.current ?? (document.referrer || undefined);
    previousUrl.current = `${window.location.origin}${path}`;
    recordPageView(referrer ? { path, referrer } : { path });
  }, [location.key, location.pathname, location.search]);
}
