import type { AppContext } from '../../context.ts';
import { insertPageView } from './page-views.repo.ts';

/** The web app's page views, with the signed-in user when there is one. */
export function pageViewsService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  return {
    record: (view: { userId: string | null; path: string; referrer: string | null }): Promise<void> =>
      insertPageView(ctx.db, { ...view, createdAt: ctx.clock.now() }),
  };
}
